// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiPath, server } from '../../../test/msw';
import { api } from '../../lib/api-client';
import { lazySchema } from '../../lib/lazy-schema';
import { lazyZodResolver } from './lazy-resolver';

afterEach(() => {
  cleanup();
});

const nameSchema = z.object({ name: z.string().trim().min(1, { error: 'nameRequired' }) });

/** A schema whose download the test finishes by hand. */
function deferredSchema() {
  let finish!: () => void;
  const downloaded = new Promise<typeof nameSchema>((resolve) => (finish = () => resolve(nameSchema)));
  const loader = vi.fn(() => downloaded);
  return { schema: lazySchema(loader), loader, finish };
}

function NameForm({ schema, onValid }: { schema: ReturnType<typeof deferredSchema>['schema']; onValid: (values: { name: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: lazyZodResolver(schema), defaultValues: { name: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <input aria-label="Name" {...register('name')} />
      {errors.name && <p role="alert">{errors.name.message}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('lazyZodResolver', () => {
  it('validates a submit that came before the schema arrived, once it arrives', async () => {
    const { schema, loader, finish } = deferredSchema();
    const onValid = vi.fn();
    render(<NameForm schema={schema} onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(loader).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => finish());
    // Had the submit gone through without the schema, it would have done so before this message.
    expect((await screen.findByRole('alert')).textContent).toBe('nameRequired');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the parsed values on, as zodResolver does', async () => {
    const { schema, finish } = deferredSchema();
    const onValid = vi.fn();
    render(<NameForm schema={schema} onValid={onValid} />);
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: '  Ada  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    finish();
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Ada' });
  });

  it('starts the download when the person first focuses the form, not with the page, and downloads once', async () => {
    const { schema, loader, finish } = deferredSchema();
    const { rerender } = render(<NameForm schema={schema} onValid={vi.fn()} />);
    rerender(<NameForm schema={schema} onValid={vi.fn()} />);
    // render and rerender ran in act, so the page's effects and their promises have settled.
    await act(async () => {});
    expect(loader).not.toHaveBeenCalled();
    fireEvent.focusIn(screen.getByLabelText('Name'));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    finish();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('nameRequired');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('api with a lazy schema', () => {
  it('checks the answer with the schema once both have arrived', async () => {
    server.use(http.get(apiPath('/someone'), () => HttpResponse.json({ name: '  Ada ' })));
    const { schema, finish } = deferredSchema();
    const answer = api('/someone', { schema });
    finish();
    await expect(answer).resolves.toEqual({ name: 'Ada' });
  });

  it('answers the network error when the schema cannot be downloaded, and tries again next time', async () => {
    server.use(http.get(apiPath('/someone'), () => HttpResponse.json({ name: 'Ada' })));
    const loader = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(nameSchema);
    const schema = lazySchema(loader);
    await expect(api('/someone', { schema })).rejects.toMatchObject({ errorCode: 'network' });
    await expect(api('/someone', { schema })).resolves.toEqual({ name: 'Ada' });
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
