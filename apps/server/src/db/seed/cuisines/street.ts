import type { CuisineSeed } from './types';

export const burgers: CuisineSeed = {
  color: '#d9a441',
  cover: ['burger', 'fries', 'shake'],
  categories: [
    {
      name: 'Burgers',
      items: [
        ['Classic Hafen Burger', '180 g beef patty, cheddar, lettuce, tomato, house sauce.', 10.9, 'burger', ['gluten', 'milk', 'eggs', 'mustard', 'sesame']],
        [
          'Bacon BBQ Burger',
          'Beef patty, crispy bacon, cheddar, onion rings, BBQ sauce.',
          12.5,
          'burger-bacon',
          ['gluten', 'milk', 'eggs', 'mustard', 'sesame', 'celery'],
        ],
        [
          'Chicken Crunch Burger',
          'Buttermilk fried chicken, slaw, pickles, spicy mayo.',
          11.5,
          'burger-chicken',
          ['gluten', 'milk', 'eggs', 'mustard', 'sesame'],
        ],
        ['Beet Veggie Burger', 'Beetroot and bean patty, avocado, rocket, vegan mayo.', 10.5, 'burger-veggie', ['gluten', 'sesame', 'celery', 'soybeans']],
        ['Double Smash', 'Two smashed patties, double cheese, onions, pickles.', 13.9, 'burger-double', ['gluten', 'milk', 'eggs', 'mustard', 'sesame']],
      ],
    },
    {
      name: 'Sides',
      items: [
        ['Fries', 'Skin-on fries with sea salt.', 3.9, 'fries', []],
        ['Sweet potato fries', 'With smoked paprika salt.', 4.9, 'fries-sweet', []],
        ['Onion rings', 'Beer-battered, eight pieces.', 4.5, 'onion-rings', ['gluten', 'milk']],
        ['Chicken wings (6)', 'Buffalo-style hot wings with blue cheese dip.', 7.5, 'wings', ['milk', 'celery', 'mustard']],
      ],
    },
    {
      name: 'Shakes & desserts',
      items: [
        ['Vanilla milkshake', 'Made with real vanilla ice cream.', 4.9, 'shake', ['milk']],
        ['Chocolate brownie', 'Fudgy brownie with walnuts.', 4.5, 'cake-brownie', ['gluten', 'eggs', 'milk', 'nuts']],
      ],
    },
  ],
  extras: [
    ['Coca-Cola 0.33 l', 2.5, 'drink-cola', []],
    ['Homemade lemonade', 3.5, 'drink-lemonade', []],
    ['Ketchup', 0.5, 'sauce-red', []],
    ['Mayonnaise', 0.5, 'sauce-white', ['eggs', 'mustard']],
    ['BBQ sauce', 0.8, 'sauce-brown', ['mustard', 'celery']],
    ['Cheddar dip', 1.5, 'sauce-yellow', ['milk']],
  ],
};

export const turkish: CuisineSeed = {
  color: '#c8643c',
  cover: ['doner', 'lahmacun', 'baklava'],
  categories: [
    {
      name: 'Döner',
      items: [
        ['Döner Kebab', 'Veal döner in toasted bread with salad and herb sauce.', 6.9, 'doner', ['gluten', 'milk', 'sesame']],
        ['Dürüm Döner', 'Döner rolled in a thin yufka flatbread.', 7.5, 'durum', ['gluten', 'milk']],
        ['Döner Teller', 'Döner meat with fries, salad and garlic sauce.', 11.9, 'kebab-plate', ['milk']],
        ['Falafel Dürüm', 'Falafel, hummus, salad and pickles in yufka. Vegan.', 6.9, 'durum-falafel', ['gluten', 'sesame']],
      ],
    },
    {
      name: 'Lahmacun & Pide',
      items: [
        ['Lahmacun', 'Thin flatbread with spiced minced meat, parsley and lemon.', 4.5, 'lahmacun', ['gluten']],
        ['Pide Sucuk-Käse', 'Boat-shaped flatbread with garlic sausage, cheese and egg.', 9.5, 'pide', ['gluten', 'milk', 'eggs']],
      ],
    },
    {
      name: 'Vom Grill',
      items: [
        ['Adana Kebab Teller', 'Spicy minced lamb skewer with bulgur and grilled pepper.', 13.9, 'kebab-plate', ['gluten', 'milk']],
        ['Tavuk Şiş', 'Marinated chicken skewers with rice and salad.', 12.9, 'skewer-plate', ['milk']],
      ],
    },
    {
      name: 'Salate & Süßes',
      items: [
        ['Çoban salatası', "Shepherd's salad: tomato, cucumber, pepper, onion, parsley.", 5.5, 'salad', []],
        ['Baklava (3)', 'Filo pastry with pistachios and syrup.', 4.5, 'baklava', ['gluten', 'nuts', 'milk']],
      ],
    },
  ],
  extras: [
    ['Ayran', 2.0, 'drink-ayran', ['milk']],
    ['Coca-Cola 0.33 l', 2.5, 'drink-cola', []],
    ['Turkish tea', 1.5, 'drink-tea-black', []],
    ['Garlic yoghurt sauce', 1.0, 'sauce-white', ['milk']],
    ['Hot chilli sauce', 0.8, 'sauce-red', []],
    ['Fries', 3.5, 'fries', []],
  ],
};

export const greek: CuisineSeed = {
  color: '#2f4858',
  cover: ['gyros-plate', 'salad-greek', 'dip-plate'],
  categories: [
    {
      name: 'Vorspeisen',
      items: [
        ['Tzatziki with pita', 'Yoghurt, cucumber, garlic and olive oil.', 4.9, 'dip-plate', ['milk', 'gluten']],
        ['Saganaki', 'Fried feta with lemon.', 6.9, 'feta', ['milk', 'gluten', 'eggs']],
        ['Dolmadakia', 'Vine leaves stuffed with rice and herbs.', 5.5, 'dolmades', []],
      ],
    },
    {
      name: 'Vom Grill',
      items: [
        ['Gyros Teller', 'Pork gyros with tzatziki, fries and onions.', 13.5, 'gyros-plate', ['milk']],
        ['Souvlaki (3)', 'Pork skewers with rice, tzatziki and salad.', 14.5, 'skewer-plate', ['milk']],
        ['Bifteki', 'Minced beef patty filled with feta, fries, tzatziki.', 14.9, 'kebab-plate', ['milk', 'eggs', 'gluten']],
        ['Olympia grill platter', 'Gyros, souvlaki, bifteki and lamb chop with tzatziki.', 18.9, 'grill-mixed', ['milk', 'eggs', 'gluten']],
      ],
    },
    {
      name: 'Aus dem Ofen',
      items: [
        ['Moussaka', 'Aubergine, potato and minced meat with béchamel.', 13.9, 'moussaka', ['milk', 'eggs', 'gluten']],
        ['Pastitsio', 'Baked pasta with minced meat and béchamel.', 12.9, 'lasagne', ['gluten', 'milk', 'eggs']],
      ],
    },
    {
      name: 'Salate',
      items: [['Choriatiki', 'Greek salad with feta, olives, tomato, cucumber and red onion.', 8.9, 'salad-greek', ['milk']]],
    },
  ],
  extras: [
    ['Coca-Cola 0.33 l', 2.5, 'drink-cola', []],
    ['Mineral water 0.5 l', 2.5, 'drink-water', []],
    ['Extra tzatziki', 1.5, 'sauce-white', ['milk']],
    ['Pita bread', 1.5, 'side-bread', ['gluten']],
    ['Fries', 3.5, 'fries', []],
  ],
};

export const vegan: CuisineSeed = {
  color: '#9bb38a',
  cover: ['bowl-buddha', 'burger-veggie', 'cake-chocolate'],
  categories: [
    {
      name: 'Bowls',
      items: [
        ['Buddha bowl', 'Brown rice, roast sweet potato, edamame, chickpeas, tahini.', 12.5, 'bowl-buddha', ['sesame', 'soybeans']],
        ['Falafel bowl', 'Falafel, hummus, tomato, herbs and pickled onions.', 11.9, 'bowl-falafel', ['sesame']],
        ['Teriyaki tofu bowl', 'Crispy tofu, teriyaki, rice, sesame and greens.', 12.9, 'bowl-tofu', ['soybeans', 'gluten', 'sesame']],
      ],
    },
    {
      name: 'Burgers & wraps',
      items: [
        ['Vegan smash burger', 'Pea-protein patty, vegan cheese, pickles, mustard mayo.', 12.9, 'burger-veggie', ['gluten', 'soybeans', 'mustard', 'sesame']],
        ['Hummus wrap', 'Hummus, roast vegetables, rocket and pomegranate.', 9.5, 'wrap', ['gluten', 'sesame']],
      ],
    },
    {
      name: 'Salads',
      items: [
        ['Kale & quinoa salad', 'Massaged kale, quinoa, apple, walnuts, maple-mustard dressing.', 10.5, 'salad', ['nuts', 'mustard']],
        ['Beetroot salad', 'Roast beetroot, lentils, orange and toasted hazelnuts.', 9.5, 'salad-beet', ['nuts']],
      ],
    },
    {
      name: 'Sweets',
      items: [
        ['Vegan chocolate cake', 'Dark chocolate and cherries.', 5.5, 'cake-chocolate', ['gluten', 'soybeans', 'nuts']],
        ['Chia pudding', 'Coconut chia pudding with mango.', 4.9, 'dessert-cup', ['nuts']],
      ],
    },
  ],
  extras: [
    ['Oat matcha latte', 4.5, 'drink-matcha', ['gluten']],
    ['Ginger kombucha', 3.9, 'drink-lemonade', []],
    ['Orange & ginger juice', 3.5, 'drink-orange', []],
    ['Sweet potato wedges', 4.5, 'fries-sweet', []],
    ['Tahini dip', 1.2, 'sauce-white', ['sesame']],
  ],
};

export const imbiss: CuisineSeed = {
  color: '#d9a441',
  cover: ['currywurst-fries', 'fries', 'meatball'],
  categories: [
    {
      name: 'Currywurst',
      items: [
        ['Currywurst', 'Sliced pork sausage with our spicy curry ketchup.', 4.5, 'currywurst', ['mustard', 'celery']],
        ['Currywurst Pommes', 'Currywurst with a portion of fries.', 7.5, 'currywurst-fries', ['mustard', 'celery']],
        ['Vegane Currywurst', 'Plant-based sausage, same sauce.', 5.5, 'currywurst', ['soybeans', 'celery', 'mustard']],
      ],
    },
    {
      name: 'Pommes',
      items: [
        ['Pommes Schranke', 'Fries with ketchup and mayonnaise.', 4.2, 'fries', ['eggs', 'mustard']],
        ['Chili cheese fries', 'Fries with cheese sauce and jalapeños.', 5.5, 'fries-cheese', ['milk']],
      ],
    },
    {
      name: 'Snacks',
      items: [
        ['Frikadelle', 'Ruhr-style meatball with mustard.', 3.5, 'meatball', ['gluten', 'eggs', 'mustard']],
        ['Chicken nuggets (8)', 'With sweet and sour dip.', 6.5, 'nuggets', ['gluten', 'celery']],
        ['Reibekuchen (3)', 'Potato pancakes with apple sauce.', 5.5, 'potato-pancakes', ['eggs', 'gluten']],
      ],
    },
  ],
  extras: [
    ['Coca-Cola 0.33 l', 2.5, 'drink-cola', []],
    ['Orange soda 0.33 l', 2.5, 'drink-orange', []],
    ['Ketchup', 0.5, 'sauce-red', []],
    ['Mayonnaise', 0.5, 'sauce-white', ['eggs', 'mustard']],
    ['Extra curry sauce', 0.8, 'sauce-red', ['mustard', 'celery']],
  ],
};
