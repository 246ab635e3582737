import type { CuisineSeed } from './types';

export const pizza: CuisineSeed = {
  color: '#6f7d3c',
  cover: ['pizza-margherita', 'pasta-red', 'tiramisu'],
  categories: [
    {
      name: 'Pizza',
      items: [
        ['Pizza Margherita', 'San Marzano tomatoes, fior di latte, fresh basil, olive oil. Stone-baked, 30 cm.', 8.5, 'pizza-margherita', ['gluten', 'milk']],
        ['Pizza Salame', 'Spicy Italian salami, mozzarella, tomato sauce, oregano.', 10.5, 'pizza-salami', ['gluten', 'milk']],
        ['Pizza Funghi', 'Fresh champignons, mozzarella, tomato sauce, parsley.', 9.9, 'pizza-funghi', ['gluten', 'milk']],
        ['Pizza Quattro Formaggi', 'Mozzarella, gorgonzola, parmesan and fontina on a white base.', 11.9, 'pizza-cheese', ['gluten', 'milk']],
        ['Pizza Diavola', 'Hot salami, chilli, red peppers, mozzarella, tomato sauce.', 11.5, 'pizza-salami', ['gluten', 'milk']],
        ['Pizza Tonno', 'Tuna, red onion, capers, mozzarella, tomato sauce.', 11.5, 'pizza-tonno', ['gluten', 'milk', 'fish']],
        ['Pizza Vegetariana', 'Grilled courgette, peppers, aubergine, sweetcorn, mozzarella.', 10.9, 'pizza-veggie', ['gluten', 'milk']],
      ],
    },
    {
      name: 'Pasta',
      items: [
        ['Spaghetti Carbonara', 'Guanciale, egg yolk, pecorino, black pepper. No cream, as in Rome.', 10.9, 'pasta-cream', ['gluten', 'eggs', 'milk']],
        ["Penne all'Arrabbiata", 'Penne in a spicy tomato and garlic sauce with parsley.', 9.5, 'pasta-red', ['gluten']],
      ],
    },
    {
      name: 'Salads',
      items: [
        ['Insalata Mista', 'Mixed leaves, tomatoes, cucumber, carrots, balsamic dressing.', 6.9, 'salad', ['sulphites']],
        ['Insalata Caprese', 'Tomatoes, buffalo mozzarella, basil, olive oil.', 8.5, 'salad-caprese', ['milk']],
      ],
    },
    {
      name: 'Desserts',
      items: [
        ['Tiramisù', 'Savoiardi soaked in espresso, mascarpone cream, cocoa.', 5.5, 'tiramisu', ['gluten', 'eggs', 'milk']],
        ['Panna Cotta', 'Vanilla cream with a raspberry coulis.', 4.9, 'dessert-cup', ['milk']],
      ],
    },
  ],
  extras: [
    ['Coca-Cola 0.33 l', 2.5, 'drink-cola', []],
    ['San Pellegrino 0.5 l', 2.9, 'drink-water', []],
    ['Garlic dip', 1.2, 'sauce-white', ['milk', 'eggs']],
    ['Chilli oil', 0.8, 'sauce-red', []],
    ['Garlic bread', 3.9, 'side-bread', ['gluten', 'milk']],
  ],
};

export const italian: CuisineSeed = {
  color: '#2f4858',
  cover: ['pasta-seafood', 'risotto', 'bruschetta'],
  categories: [
    {
      name: 'Antipasti',
      items: [
        ['Bruschetta al pomodoro', 'Toasted ciabatta, marinated tomatoes, garlic, basil.', 6.5, 'bruschetta', ['gluten']],
        ['Carpaccio di manzo', 'Thin slices of raw beef, rocket, parmesan, lemon.', 12.5, 'carpaccio', ['milk']],
      ],
    },
    {
      name: 'Pasta fresca',
      items: [
        ['Spaghetti aglio, olio e peperoncino', 'Garlic, olive oil, chilli and parsley.', 9.5, 'pasta-oil', ['gluten']],
        ['Tagliatelle al ragù', 'Fresh egg tagliatelle with slow-cooked Bolognese ragù.', 12.9, 'pasta-red', ['gluten', 'eggs', 'celery']],
        [
          'Linguine ai frutti di mare',
          'Mussels, clams, prawns and squid in white wine and tomato.',
          16.9,
          'pasta-seafood',
          ['gluten', 'crustaceans', 'molluscs', 'fish', 'sulphites'],
        ],
        ['Lasagne al forno', 'Layers of pasta, ragù and béchamel, baked golden.', 12.5, 'lasagne', ['gluten', 'eggs', 'milk', 'celery']],
        ['Ravioli burro e salvia', 'Ricotta and spinach ravioli in sage butter.', 12.9, 'ravioli', ['gluten', 'eggs', 'milk']],
      ],
    },
    {
      name: 'Risotti',
      items: [['Risotto ai funghi porcini', 'Carnaroli rice, porcini mushrooms, parmesan.', 14.5, 'risotto', ['milk', 'celery', 'sulphites']]],
    },
    {
      name: 'Dolci',
      items: [
        ['Tiramisù della casa', 'Our family recipe with mascarpone and espresso.', 5.9, 'tiramisu', ['gluten', 'eggs', 'milk']],
        ['Cantucci e vin santo cream', 'Almond biscuits with a sweet wine cream.', 4.9, 'dessert-cup', ['gluten', 'eggs', 'nuts', 'sulphites']],
      ],
    },
  ],
  extras: [
    ['San Pellegrino 0.75 l', 3.9, 'drink-water', []],
    ['Aranciata 0.33 l', 2.9, 'drink-orange', []],
    ['Focaccia', 3.5, 'side-bread', ['gluten']],
    ['Extra parmesan', 1.0, 'sauce-yellow', ['milk']],
  ],
};

export const german: CuisineSeed = {
  color: '#8a5a3b',
  cover: ['schnitzel', 'roulade', 'strudel'],
  categories: [
    {
      name: 'Hauptgerichte',
      items: [
        ['Schnitzel Wiener Art', 'Breaded pork escalope with fries and a slice of lemon.', 14.9, 'schnitzel', ['gluten', 'eggs', 'milk']],
        ['Jägerschnitzel', 'Pork escalope with mushroom cream sauce and fried potatoes.', 15.9, 'schnitzel-sauce', ['gluten', 'eggs', 'milk', 'celery']],
        ['Rinderroulade', 'Beef roll with bacon, mustard and gherkin, red cabbage, dumplings.', 18.5, 'roulade', ['mustard', 'celery', 'gluten', 'sulphites']],
        ['Rheinischer Sauerbraten', 'Marinated pot roast in a raisin gravy with potato dumplings.', 17.9, 'roulade', ['celery', 'sulphites', 'gluten']],
        ['Bratwurst mit Kartoffelsalat', 'Grilled pork sausage with homemade potato salad.', 10.9, 'sausage-plate', ['mustard', 'eggs', 'celery']],
      ],
    },
    {
      name: 'Suppen',
      items: [
        ['Erbsensuppe', 'Split pea soup with smoked sausage.', 6.5, 'soup-green', ['celery']],
        ['Kartoffelsuppe', 'Creamy potato soup with bacon and marjoram.', 6.5, 'soup-yellow', ['celery', 'milk']],
      ],
    },
    {
      name: 'Beilagen',
      items: [['Kartoffelsalat', 'Potato salad with cucumber, egg and mayonnaise.', 4.5, 'potato-salad', ['eggs', 'mustard']]],
    },
    {
      name: 'Nachtisch',
      items: [
        ['Apfelstrudel', 'Warm apple strudel with vanilla sauce.', 5.9, 'strudel', ['gluten', 'milk', 'eggs', 'nuts']],
        ['Rote Grütze', 'Red berry compote with vanilla cream.', 4.9, 'dessert-cup', ['milk']],
      ],
    },
  ],
  extras: [
    ['Apfelschorle 0.5 l', 2.9, 'drink-apple', []],
    ['Malzbier 0.33 l', 2.9, 'drink-beer', ['gluten']],
    ['Bratkartoffeln', 3.9, 'side-potatoes', []],
    ['Mittelscharfer Senf', 0.3, 'sauce-yellow', ['mustard']],
  ],
};

export const bakery: CuisineSeed = {
  color: '#e8a3a3',
  cover: ['croissant', 'cake-forest', 'drink-coffee'],
  categories: [
    {
      name: 'Frühstück',
      items: [
        ['Butter croissant', 'Flaky French croissant baked every morning.', 2.2, 'croissant', ['gluten', 'milk', 'eggs']],
        ['Pain au chocolat', 'Croissant dough with two sticks of dark chocolate.', 2.6, 'croissant', ['gluten', 'milk', 'eggs', 'soybeans']],
        ['Käsebrötchen', 'Crusty roll with Gouda, butter and cucumber.', 3.5, 'sandwich', ['gluten', 'milk']],
        ['Laugenbrezel', 'Lye pretzel with coarse salt.', 1.5, 'pretzel', ['gluten']],
      ],
    },
    {
      name: 'Kuchen & Torten',
      items: [
        ['Käsekuchen', 'Baked quark cheesecake on a shortcrust base.', 3.9, 'cake-cheesecake', ['gluten', 'milk', 'eggs']],
        ['Schwarzwälder Kirschtorte', 'Chocolate sponge, cherries, kirsch and cream.', 4.5, 'cake-forest', ['gluten', 'milk', 'eggs']],
        ['Apfelkuchen', 'Apple cake with cinnamon crumble.', 3.5, 'cake-apple', ['gluten', 'milk', 'eggs']],
        ['Bienenstich', 'Yeast cake with vanilla cream and caramelised almonds.', 3.9, 'cake', ['gluten', 'milk', 'eggs', 'nuts']],
      ],
    },
    {
      name: 'Süßes',
      items: [
        ['Berliner', 'Doughnut filled with raspberry jam.', 1.8, 'donut', ['gluten', 'eggs', 'milk']],
        ['Zimtschnecke', 'Cinnamon roll with a sugar glaze.', 2.9, 'cinnamon-roll', ['gluten', 'milk', 'eggs']],
        ['Macarons (6)', 'Raspberry, pistachio, lemon, blackcurrant, vanilla, blueberry.', 8.9, 'macarons', ['nuts', 'eggs', 'milk']],
      ],
    },
  ],
  extras: [
    ['Cappuccino', 3.2, 'drink-coffee', ['milk']],
    ['Hot chocolate', 3.5, 'drink-cocoa', ['milk']],
    ['Fresh orange juice 0.3 l', 3.2, 'drink-orange', []],
    ['Whipped cream', 0.9, 'sauce-white', ['milk']],
  ],
};
