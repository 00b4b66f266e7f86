/**
 * Uganda's cities, municipalities and towns, each in its district, and the areas of Greater
 * Kampala people search for: Kampala's five divisions with their neighbourhoods, and the
 * neighbourhoods of Kira, Makindye Ssabagabo and Entebbe. Centres are the usual map points of
 * each place (sources in docs/geography.md); neighbourhood centres are approximate (±500 m).
 */
type At = [number, number];
export interface CitySeed {
  name: string;
  district: string;
  kind: 'city' | 'municipality' | 'town';
  at: At;
}
export interface AreaSeed {
  name: string;
  at: At;
  /** Neighbourhoods inside this one (a division's). */
  areas?: AreaSeed[];
}

const c = (name: string, district: string, kind: CitySeed['kind'], at: At): CitySeed => ({
  name,
  district,
  kind,
  at,
});

export const ugandaCities: CitySeed[] = [
  c('Kampala', 'Kampala', 'city', [0.3136, 32.5811]),
  // The ten cities of July 2020.
  c('Arua', 'Arua', 'city', [3.0201, 30.911]),
  c('Fort Portal', 'Kabarole', 'city', [0.6617, 30.2748]),
  c('Gulu', 'Gulu', 'city', [2.7746, 32.299]),
  c('Hoima', 'Hoima', 'city', [1.4331, 31.3524]),
  c('Jinja', 'Jinja', 'city', [0.439, 33.2032]),
  c('Lira', 'Lira', 'city', [2.2499, 32.8999]),
  c('Masaka', 'Masaka', 'city', [-0.3338, 31.7341]),
  c('Mbale', 'Mbale', 'city', [1.0821, 34.175]),
  c('Mbarara', 'Mbarara', 'city', [-0.6047, 30.6485]),
  c('Soroti', 'Soroti', 'city', [1.7146, 33.6111]),
  // Municipalities.
  c('Entebbe', 'Wakiso', 'municipality', [0.0562, 32.4795]),
  c('Kira', 'Wakiso', 'municipality', [0.397, 32.64]),
  c('Nansana', 'Wakiso', 'municipality', [0.3639, 32.5286]),
  c('Makindye Ssabagabo', 'Wakiso', 'municipality', [0.2235, 32.5615]),
  c('Mukono', 'Mukono', 'municipality', [0.3533, 32.7553]),
  c('Lugazi', 'Buikwe', 'municipality', [0.3679, 32.9376]),
  c('Njeru', 'Buikwe', 'municipality', [0.4417, 33.1792]),
  c('Mityana', 'Mityana', 'municipality', [0.4175, 32.0228]),
  c('Mubende', 'Mubende', 'municipality', [0.5585, 31.3949]),
  c('Kasese', 'Kasese', 'municipality', [0.1833, 30.0833]),
  c('Kabale', 'Kabale', 'municipality', [-1.2486, 29.9899]),
  c('Tororo', 'Tororo', 'municipality', [0.693, 34.1808]),
  c('Busia', 'Busia', 'municipality', [0.4659, 34.0922]),
  c('Iganga', 'Iganga', 'municipality', [0.6092, 33.4686]),
  c('Masindi', 'Masindi', 'municipality', [1.6744, 31.715]),
  c('Kitgum', 'Kitgum', 'municipality', [3.2783, 32.8867]),
  c('Moroto', 'Moroto', 'municipality', [2.5345, 34.6666]),
  c('Ntungamo', 'Ntungamo', 'municipality', [-0.8794, 30.2642]),
  c('Bushenyi-Ishaka', 'Bushenyi', 'municipality', [-0.542, 30.186]),
  c('Rukungiri', 'Rukungiri', 'municipality', [-0.8411, 29.9419]),
  c('Kisoro', 'Kisoro', 'municipality', [-1.2854, 29.685]),
  c('Koboko', 'Koboko', 'municipality', [3.4136, 30.9599]),
  c('Apac', 'Apac', 'municipality', [1.9756, 32.5386]),
  c('Kotido', 'Kotido', 'municipality', [2.9806, 34.1331]),
  c('Nebbi', 'Nebbi', 'municipality', [2.4783, 31.0889]),
  c('Ibanda', 'Ibanda', 'municipality', [-0.134, 30.4962]),
  c('Kamuli', 'Kamuli', 'municipality', [0.9472, 33.1197]),
  c('Bugiri', 'Bugiri', 'municipality', [0.5714, 33.7417]),
  c('Kapchorwa', 'Kapchorwa', 'municipality', [1.401, 34.4504]),
  c('Kumi', 'Kumi', 'municipality', [1.4608, 33.9361]),
  c('Sheema', 'Sheema', 'municipality', [-0.55, 30.38]),
  // Towns.
  c('Wakiso', 'Wakiso', 'town', [0.4044, 32.4594]),
  c('Kajjansi', 'Wakiso', 'town', [0.2155, 32.5345]),
  c('Gayaza', 'Wakiso', 'town', [0.45, 32.6167]),
  c('Luweero', 'Luweero', 'town', [0.8492, 32.4731]),
  c('Wobulenzi', 'Luweero', 'town', [0.7283, 32.5122]),
  c('Bombo', 'Luweero', 'town', [0.5833, 32.5333]),
  c('Mpigi', 'Mpigi', 'town', [0.225, 32.3136]),
  c('Buikwe', 'Buikwe', 'town', [0.3375, 33.0106]),
  c('Kayunga', 'Kayunga', 'town', [0.7025, 32.8886]),
  c('Kiboga', 'Kiboga', 'town', [0.9161, 31.7742]),
  c('Nakasongola', 'Nakasongola', 'town', [1.3089, 32.4564]),
  c('Kyotera', 'Kyotera', 'town', [-0.6156, 31.5175]),
  c('Lyantonde', 'Lyantonde', 'town', [-0.4031, 31.1572]),
  c('Ssembabule', 'Ssembabule', 'town', [-0.0772, 31.4567]),
  c('Kalangala', 'Kalangala', 'town', [-0.3089, 32.225]),
  c('Bugembe', 'Jinja', 'town', [0.4821, 33.2407]),
  c('Buwenge', 'Jinja', 'town', [0.65, 33.1713]),
  c('Busembatia', 'Bugweri', 'town', [0.7772, 33.6236]),
  c('Mayuge', 'Mayuge', 'town', [0.4597, 33.4803]),
  c('Pallisa', 'Pallisa', 'town', [1.145, 33.7094]),
  c('Sironko', 'Sironko', 'town', [1.2313, 34.2477]),
  c('Katakwi', 'Katakwi', 'town', [1.8911, 33.9661]),
  c('Adjumani', 'Adjumani', 'town', [3.3779, 31.7909]),
  c('Yumbe', 'Yumbe', 'town', [3.4651, 31.2469]),
  c('Moyo', 'Moyo', 'town', [3.6609, 31.7247]),
  c('Paidha', 'Zombo', 'town', [2.4167, 30.9855]),
  c('Pakwach', 'Pakwach', 'town', [2.4617, 31.4983]),
  c('Pader', 'Pader', 'town', [3.05, 33.2167]),
  c('Amudat', 'Amudat', 'town', [1.95, 34.95]),
  c('Bundibugyo', 'Bundibugyo', 'town', [0.7112, 30.0647]),
  c('Kagadi', 'Kagadi', 'town', [0.9378, 30.8089]),
  c('Kamwenge', 'Kamwenge', 'town', [0.1866, 30.4539]),
  c('Kanungu', 'Kanungu', 'town', [-0.9575, 29.7897]),
  c('Kyenjojo', 'Kyenjojo', 'town', [0.6328, 30.6214]),
  c('Kiruhura', 'Kiruhura', 'town', [-0.1966, 30.8445]),
  c('Kilembe', 'Kasese', 'town', [0.1983, 30.013]),
  c('Masindi Port', 'Masindi', 'town', [1.6961, 32.0861]),
  c('Kigorobya', 'Hoima', 'town', [1.6162, 31.3089]),
];

const a = (name: string, at: At, areas?: AreaSeed[]): AreaSeed =>
  areas ? { name, at, areas } : { name, at };

/** Areas per city (by city name): Kampala's divisions first, each with its neighbourhoods. */
export const ugandaAreas: Record<string, AreaSeed[]> = {
  Kampala: [
    a(
      'Kampala Central',
      [0.3163, 32.5822],
      [
        a('Kololo', [0.329, 32.595]),
        a('Nakasero', [0.3245, 32.58]),
        a('Kamwokya', [0.34, 32.585]),
        a('Old Kampala', [0.315, 32.568]),
        a('Kisenyi', [0.31, 32.57]),
        a('Bukesa', [0.3225, 32.5685]),
      ],
    ),
    a(
      'Kawempe',
      [0.3792, 32.557],
      [
        a('Wandegeya', [0.333, 32.571]),
        a('Makerere', [0.3385, 32.566]),
        a('Mulago', [0.339, 32.576]),
        a('Kawempe', [0.38, 32.558]),
        a('Bwaise', [0.355, 32.56]),
        a('Kalerwe', [0.356, 32.575]),
        a('Kyebando', [0.361, 32.581]),
        a('Kanyanya', [0.378, 32.58]),
        a('Komamboga', [0.397, 32.58]),
      ],
    ),
    a(
      'Makindye',
      [0.282, 32.596],
      [
        a('Muyenga', [0.298, 32.613]),
        a('Kansanga', [0.295, 32.603]),
        a('Kabalagala', [0.298, 32.597]),
        a('Nsambya', [0.302, 32.588]),
        a('Makindye', [0.28, 32.59]),
        a('Ggaba', [0.264, 32.626]),
        a('Munyonyo', [0.252, 32.623]),
        a('Kibuli', [0.309, 32.596]),
        a('Kibuye', [0.3, 32.573]),
        a('Katwe', [0.301, 32.579]),
        a('Kisugu', [0.297, 32.606]),
        a('Bunga', [0.268, 32.618]),
      ],
    ),
    a(
      'Nakawa',
      [0.34, 32.63],
      [
        a('Ntinda', [0.354, 32.617]),
        a('Bukoto', [0.348, 32.599]),
        a('Naguru', [0.343, 32.608]),
        a('Bugolobi', [0.317, 32.619]),
        a('Mbuya', [0.321, 32.63]),
        a('Luzira', [0.3, 32.642]),
        a('Mutungo', [0.325, 32.655]),
        a('Kisaasi', [0.369, 32.605]),
        a('Kyanja', [0.383, 32.599]),
        a('Kiwatule', [0.37, 32.627]),
        a('Kulambiro', [0.368, 32.615]),
        a('Nakawa', [0.33, 32.615]),
        a('Kitintale', [0.31, 32.63]),
        a('Banda', [0.348, 32.649]),
      ],
    ),
    a(
      'Rubaga',
      [0.303, 32.553],
      [
        a('Mengo', [0.303, 32.564]),
        a('Rubaga', [0.3035, 32.5525]),
        a('Namirembe', [0.311, 32.562]),
        a('Nateete', [0.299, 32.536]),
        a('Kasubi', [0.33, 32.553]),
        a('Ndeeba', [0.292, 32.558]),
        a('Mutundwe', [0.283, 32.547]),
        a('Lungujja', [0.314, 32.542]),
        a('Busega', [0.305, 32.53]),
        a('Najjanankumbi', [0.275, 32.572]),
      ],
    ),
  ],
  Kira: [
    a('Kira', [0.396, 32.64]),
    a('Najjera', [0.374, 32.642]),
    a('Kyaliwajjala', [0.381, 32.651]),
    a('Namugongo', [0.392, 32.656]),
    a('Bweyogerere', [0.3577, 32.6633]),
    a('Kireka', [0.3475, 32.6492]),
  ],
  'Makindye Ssabagabo': [
    a('Lubowa', [0.242, 32.57]),
    a('Seguku', [0.24, 32.555]),
    a('Namasuba', [0.26, 32.57]),
    a('Bunamwaya', [0.263, 32.552]),
    a('Kigo', [0.2, 32.59]),
  ],
  Entebbe: [
    a('Kitoro', [0.06, 32.47]),
    a('Kigungu', [0.045, 32.443]),
    a('Nakiwogo', [0.074, 32.456]),
  ],
};
