/**
 * Uganda's administrative structure, curated by hand (sources in docs/geography.md): the four
 * statistical regions, the traditional sub-regions used by the Uganda Bureau of Statistics and
 * in everyday speech, and all 136 districts (135 and Kampala) as they stand since July 2020,
 * each under its sub-region. District centres come from country-state-city where it has the
 * district; `at` gives the centre (the district headquarters, approximate) for those it lacks.
 */
export interface DistrictSeed {
  name: string;
  /** Centre when country-state-city has none for this district. */
  at?: [number, number];
  /** The name country-state-city spells differently. */
  cscName?: string;
}
export interface SubRegionSeed {
  name: string;
  at: [number, number];
  districts: (string | DistrictSeed)[];
}
export interface RegionSeed {
  name: string;
  at: [number, number];
  subRegions: SubRegionSeed[];
}

export const ugandaRegions: RegionSeed[] = [
  {
    name: 'Central Region',
    at: [0.45, 32.2],
    subRegions: [
      {
        name: 'Buganda',
        at: [0.35, 32.15],
        districts: [
          'Buikwe',
          'Bukomansimbi',
          'Butambala',
          'Buvuma',
          'Gomba',
          'Kalangala',
          'Kalungu',
          'Kampala',
          { name: 'Kasanda', at: [0.5467, 31.8114] },
          'Kayunga',
          'Kiboga',
          'Kyankwanzi',
          'Kyotera',
          { name: 'Luweero', cscName: 'Luwero' },
          'Lwengo',
          'Lyantonde',
          'Masaka',
          'Mityana',
          'Mpigi',
          'Mubende',
          'Mukono',
          'Nakaseke',
          'Nakasongola',
          'Rakai',
          { name: 'Ssembabule', cscName: 'Sembabule' },
          'Wakiso',
        ],
      },
    ],
  },
  {
    name: 'Eastern Region',
    at: [1.2, 33.9],
    subRegions: [
      {
        name: 'Busoga',
        at: [0.85, 33.3],
        districts: [
          'Bugiri',
          { name: 'Bugweri', at: [0.7772, 33.6236] },
          'Buyende',
          'Iganga',
          'Jinja',
          'Kaliro',
          'Kamuli',
          'Luuka',
          'Mayuge',
          'Namayingo',
          'Namutumba',
        ],
      },
      {
        name: 'Bukedi',
        at: [0.95, 33.95],
        districts: ['Budaka', 'Busia', 'Butaleja', 'Butebo', 'Kibuku', 'Pallisa', 'Tororo'],
      },
      {
        name: 'Bugisu',
        at: [1.1, 34.3],
        districts: ['Bududa', 'Bulambuli', 'Manafwa', 'Mbale', 'Namisindwa', 'Sironko'],
      },
      { name: 'Sebei', at: [1.35, 34.55], districts: ['Bukwo', 'Kapchorwa', 'Kween'] },
      {
        name: 'Teso',
        at: [1.75, 33.75],
        districts: [
          'Amuria',
          'Bukedea',
          'Kaberamaido',
          { name: 'Kalaki', at: [1.8167, 33.3333] },
          { name: 'Kapelebyong', at: [2.0728, 33.9461] },
          'Katakwi',
          'Kumi',
          'Ngora',
          'Serere',
          'Soroti',
        ],
      },
    ],
  },
  {
    name: 'Northern Region',
    at: [2.8, 32.6],
    subRegions: [
      {
        name: 'Acholi',
        at: [3.0, 32.7],
        districts: ['Agago', 'Amuru', 'Gulu', 'Kitgum', 'Lamwo', 'Nwoya', 'Omoro', 'Pader'],
      },
      {
        name: 'Lango',
        at: [2.1, 32.9],
        districts: [
          'Alebtong',
          'Amolatar',
          'Apac',
          'Dokolo',
          'Kole',
          { name: 'Kwania', at: [2.0167, 32.7167] },
          'Lira',
          'Otuke',
          'Oyam',
        ],
      },
      {
        name: 'Karamoja',
        at: [2.6, 34.3],
        districts: [
          'Abim',
          'Amudat',
          'Kaabong',
          { name: 'Karenga', at: [3.4667, 33.6667] },
          'Kotido',
          'Moroto',
          { name: 'Nabilatuk', at: [2.05, 34.5833] },
          'Nakapiripirit',
          'Napak',
        ],
      },
      {
        name: 'West Nile',
        at: [3.0, 31.2],
        districts: [
          'Adjumani',
          'Arua',
          'Koboko',
          { name: 'Madi-Okollo', at: [2.65, 31.15] },
          'Maracha',
          'Moyo',
          'Nebbi',
          { name: 'Obongi', at: [3.6167, 31.55] },
          'Pakwach',
          { name: 'Terego', at: [3.1833, 31.05] },
          'Yumbe',
          'Zombo',
        ],
      },
    ],
  },
  {
    name: 'Western Region',
    at: [0.0, 30.6],
    subRegions: [
      {
        name: 'Bunyoro',
        at: [1.5, 31.4],
        districts: [
          'Buliisa',
          { name: 'Hoima', at: [1.4331, 31.3524] },
          'Kagadi',
          'Kakumiro',
          'Kibaale',
          { name: 'Kikuube', at: [1.2833, 31.2] },
          'Kiryandongo',
          'Masindi',
        ],
      },
      {
        name: 'Tooro',
        at: [0.5, 30.4],
        districts: [
          'Bundibugyo',
          'Bunyangabu',
          'Kabarole',
          'Kamwenge',
          'Kasese',
          { name: 'Kitagwenda', at: [0.0833, 30.3833] },
          'Kyegegwa',
          'Kyenjojo',
          'Ntoroko',
        ],
      },
      {
        name: 'Ankole',
        at: [-0.55, 30.6],
        districts: [
          'Buhweju',
          'Bushenyi',
          'Ibanda',
          'Isingiro',
          { name: 'Kazo', at: [-0.053, 30.756] },
          'Kiruhura',
          'Mbarara',
          'Mitooma',
          'Ntungamo',
          'Rubirizi',
          { name: 'Rwampara', at: [-0.6833, 30.5167] },
          'Sheema',
        ],
      },
      {
        name: 'Kigezi',
        at: [-1.0, 29.9],
        districts: ['Kabale', 'Kanungu', 'Kisoro', 'Rubanda', 'Rukiga', 'Rukungiri'],
      },
    ],
  },
];
