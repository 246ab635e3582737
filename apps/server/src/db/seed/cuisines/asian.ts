import type { CuisineSeed } from './types';

export const sushi: CuisineSeed = {
  color: '#2b2b2b',
  cover: ['uramaki', 'nigiri-salmon', 'soup-miso'],
  categories: [
    {
      name: 'Maki',
      items: [
        ['Sake Maki (6)', 'Salmon wrapped in rice and nori.', 4.9, 'maki-salmon', ['fish']],
        ['Kappa Maki (6)', 'Cucumber and sesame.', 3.9, 'maki-cucumber', ['sesame']],
        ['Tekka Maki (6)', 'Yellowfin tuna.', 5.9, 'maki-tuna', ['fish']],
      ],
    },
    {
      name: 'Inside-out rolls',
      items: [
        ['California Roll (8)', 'Surimi, avocado, cucumber, tobiko, mayonnaise.', 8.9, 'uramaki', ['crustaceans', 'fish', 'eggs', 'sesame', 'soybeans']],
        ['Crunchy Salmon Roll (8)', 'Salmon, cream cheese, tempura flakes, teriyaki.', 9.9, 'uramaki', ['fish', 'gluten', 'milk', 'sesame', 'soybeans']],
        ['Avocado Veggie Roll (8)', 'Avocado, cucumber, pickled radish, sesame.', 7.9, 'uramaki', ['sesame', 'soybeans']],
      ],
    },
    {
      name: 'Nigiri',
      items: [
        ['Sake Nigiri (2)', 'Salmon on hand-pressed rice.', 4.9, 'nigiri-salmon', ['fish']],
        ['Ebi Nigiri (2)', 'Cooked prawn on rice.', 5.2, 'nigiri-shrimp', ['crustaceans']],
        ['Maguro Nigiri (2)', 'Tuna on rice.', 5.9, 'nigiri-tuna', ['fish']],
      ],
    },
    {
      name: 'Warm dishes',
      items: [
        ['Miso soup', 'Miso broth with tofu, wakame and spring onion.', 3.5, 'soup-miso', ['soybeans']],
        ['Chicken teriyaki', 'Grilled chicken thigh, teriyaki glaze, steamed rice.', 12.9, 'rice-teriyaki', ['soybeans', 'gluten', 'sesame']],
        ['Edamame', 'Steamed soybeans with sea salt.', 4.5, 'edamame', ['soybeans']],
      ],
    },
  ],
  extras: [
    ['Green tea', 2.9, 'drink-tea', []],
    ['Ramune lemonade', 3.5, 'drink-lemonade', []],
    ['Extra soy sauce', 0.3, 'sauce-brown', ['soybeans', 'gluten']],
    ['Wasabi', 0.5, 'sauce-green', []],
    ['Pickled ginger', 0.5, 'sauce-pink', []],
  ],
};

export const indian: CuisineSeed = {
  color: '#7b2d3a',
  cover: ['curry-orange', 'naan', 'biryani'],
  categories: [
    {
      name: 'Starters',
      items: [
        ['Vegetable samosa (2)', 'Pastry filled with spiced potatoes and peas, tamarind chutney.', 5.5, 'samosa', ['gluten']],
        ['Onion bhaji', 'Crispy onion fritters in chickpea batter with mint sauce.', 5.2, 'bhaji', ['milk']],
      ],
    },
    {
      name: 'Curries',
      items: [
        ['Chicken tikka masala', 'Tandoori chicken in a creamy tomato and cashew sauce.', 13.9, 'curry-orange', ['milk', 'nuts']],
        ['Butter chicken', 'Chicken in a mild buttery tomato sauce.', 13.9, 'curry-orange', ['milk', 'nuts']],
        ['Lamb rogan josh', 'Kashmiri lamb curry with chilli and cardamom.', 15.5, 'curry-red', ['milk']],
        ['Palak paneer', 'Spinach with cubes of fresh cheese.', 11.9, 'curry-green', ['milk']],
        ['Chana masala', 'Chickpeas in an onion and tomato gravy. Vegan.', 10.5, 'curry-yellow', []],
        ['Dal tadka', 'Yellow lentils tempered with cumin, garlic and mustard seeds.', 9.9, 'curry-yellow', ['mustard']],
      ],
    },
    {
      name: 'Biryani',
      items: [['Chicken biryani', 'Basmati rice layered with spiced chicken, saffron and fried onions.', 13.5, 'biryani', ['milk', 'nuts']]],
    },
    {
      name: 'Breads & rice',
      items: [
        ['Garlic naan', 'Tandoor flatbread with garlic butter and coriander.', 3.5, 'naan', ['gluten', 'milk']],
        ['Basmati rice', 'Steamed, with cumin seeds.', 2.9, 'rice', []],
      ],
    },
  ],
  extras: [
    ['Mango lassi', 3.9, 'drink-lassi', ['milk']],
    ['Coca-Cola 0.33 l', 2.5, 'drink-cola', []],
    ['Mint raita', 1.9, 'sauce-white', ['milk']],
    ['Mango chutney', 1.5, 'sauce-yellow', ['mustard']],
    ['Papadums (2)', 1.5, 'side-papadum', []],
  ],
};

export const thai: CuisineSeed = {
  color: '#2a7f7a',
  cover: ['noodles-padthai', 'curry-green', 'spring-rolls'],
  categories: [
    {
      name: 'Starters',
      items: [
        ['Spring rolls (4)', 'Crispy vegetable rolls with sweet chilli sauce.', 5.5, 'spring-rolls', ['gluten', 'soybeans']],
        ['Chicken satay', 'Grilled skewers with peanut sauce.', 6.9, 'skewer-satay', ['peanuts', 'soybeans']],
      ],
    },
    {
      name: 'Soups',
      items: [
        ['Tom kha gai', 'Coconut soup with chicken, galangal and lemongrass.', 6.5, 'soup-coconut', ['fish']],
        ['Tom yum goong', 'Hot and sour prawn soup with mushrooms.', 7.5, 'soup-red', ['crustaceans', 'fish']],
      ],
    },
    {
      name: 'Curries',
      items: [
        ['Green curry chicken', 'Green curry with Thai aubergine, bamboo and basil, jasmine rice.', 12.5, 'curry-green', ['fish']],
        ['Red curry duck', 'Roast duck in red curry with pineapple and lychee.', 14.9, 'curry-red', ['fish']],
        ['Massaman beef', 'Slow-cooked beef with potatoes and peanuts.', 13.9, 'curry-yellow', ['peanuts', 'fish']],
      ],
    },
    {
      name: 'Wok',
      items: [
        [
          'Pad thai',
          'Rice noodles with prawns, tofu, egg, bean sprouts and peanuts.',
          12.5,
          'noodles-padthai',
          ['peanuts', 'eggs', 'fish', 'soybeans', 'crustaceans'],
        ],
        ['Pad kra pao', 'Minced pork with holy basil and chilli, fried egg, rice.', 11.9, 'rice-stirfry', ['soybeans', 'fish', 'eggs']],
        ['Khao pad', 'Fried rice with vegetables and egg.', 10.9, 'rice-fried', ['eggs', 'soybeans']],
      ],
    },
  ],
  extras: [
    ['Thai iced tea', 3.9, 'drink-thai-tea', ['milk']],
    ['Coconut water', 3.5, 'drink-water', []],
    ['Jasmine rice', 2.5, 'side-rice', []],
    ['Sweet chilli sauce', 0.8, 'sauce-red', []],
    ['Peanut sauce', 1.2, 'sauce-brown', ['peanuts']],
  ],
};

export const vietnamese: CuisineSeed = {
  color: '#c8643c',
  cover: ['pho', 'banh-mi', 'summer-rolls'],
  categories: [
    {
      name: 'Phở',
      items: [
        ['Phở bò', 'Beef noodle soup simmered for 12 hours, herbs, lime.', 12.9, 'pho', ['fish']],
        ['Phở gà', 'Chicken noodle soup with ginger and coriander.', 11.9, 'pho', ['fish']],
        ['Phở chay', 'Vegan phở with tofu and mushrooms.', 10.9, 'pho-veggie', ['soybeans']],
      ],
    },
    {
      name: 'Bún',
      items: [
        ['Bún bò Nam Bộ', 'Rice vermicelli with lemongrass beef, herbs and peanuts.', 12.5, 'noodles-bun', ['peanuts', 'fish', 'soybeans']],
        ['Bún chả giò', 'Vermicelli with crispy spring rolls and nước chấm.', 11.9, 'noodles-bun', ['gluten', 'fish', 'peanuts']],
      ],
    },
    {
      name: 'Bánh mì',
      items: [
        ['Bánh mì thịt', 'Baguette with roast pork, pâté, pickles and coriander.', 7.9, 'banh-mi', ['gluten', 'eggs', 'soybeans']],
        ['Bánh mì tofu', 'Baguette with lemongrass tofu and pickled vegetables.', 7.5, 'banh-mi', ['gluten', 'soybeans']],
      ],
    },
    {
      name: 'Starters',
      items: [
        ['Gỏi cuốn (2)', 'Fresh summer rolls with prawns, herbs and peanut dip.', 5.9, 'summer-rolls', ['crustaceans', 'peanuts', 'fish']],
        ['Chả giò (4)', 'Fried pork spring rolls.', 5.5, 'spring-rolls', ['gluten', 'fish']],
      ],
    },
  ],
  extras: [
    ['Cà phê sữa đá', 3.9, 'drink-coffee', ['milk']],
    ['Lotus tea', 2.9, 'drink-tea', []],
    ['Lime soda', 3.2, 'drink-lemonade', []],
    ['Hoisin sauce', 0.8, 'sauce-brown', ['soybeans', 'gluten', 'sesame']],
    ['Nước chấm', 0.8, 'sauce-yellow', ['fish']],
  ],
};
