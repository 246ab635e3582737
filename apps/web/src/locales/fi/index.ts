/** Every namespace of this language in one chunk, loaded only when the language is in use. */
const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });

export default Object.fromEntries(Object.entries(files).map(([file, messages]) => [file.slice(2, -5), messages]));
