// The demo content in German, French, English and Portuguese (issue 32): each Luxembourgish text
// of content.ts with its translations, in the order de, fr, en, pt. The seed stores them as the
// rows' translations, so a visitor of /de, /fr, /en or /pt reads the demo in that language. The
// club speaks to young people: informal address (du, tu, tu) in every language.

export const DEMO_LANGUAGES = ["de", "fr", "en", "pt"] as const;
type Four = readonly [de: string, fr: string, en: string, pt: string];

const TEXTS: Record<string, Four> = {
  // Event categories
  Party: ["Party", "Fête", "Party", "Festa"],
  Sport: ["Sport", "Sport", "Sport", "Desporto"],
  Kultur: ["Kultur", "Culture", "Culture", "Cultura"],
  Traditioun: ["Tradition", "Tradition", "Tradition", "Tradição"],
  // The default category (made by the first migration)
  Aner: ["Sonstiges", "Autres", "Other", "Outros"],
  // Events
  "Summerfest am Duerf": [
    "Sommerfest im Dorf",
    "Fête d'été au village",
    "Summer party in the village",
    "Festa de verão na aldeia",
  ],
  "Eist grousst Summerfest um Kierchplaz: Live-Musek, Grillen, Cocktailbar a Spiller fir déi Kleng. All Erléis geet an d'Jugendaarbecht.":
    [
      "Unser großes Sommerfest auf dem Kirchplatz: Live-Musik, Grillen, Cocktailbar und Spiele für die Kleinen. Der ganze Erlös geht in die Jugendarbeit.",
      "Notre grande fête d'été sur la place de l'église : musique live, barbecue, bar à cocktails et jeux pour les petits. Toutes les recettes vont au travail de jeunesse.",
      "Our big summer party on the church square: live music, barbecue, a cocktail bar and games for the little ones. Every euro raised goes to our youth work.",
      "A nossa grande festa de verão no largo da igreja: música ao vivo, churrasco, bar de cocktails e jogos para os mais pequenos. Todas as receitas vão para o trabalho com os jovens.",
    ],
  "Foussballturnéier vun de Veräiner": [
    "Fußballturnier der Vereine",
    "Tournoi de foot des associations",
    "Clubs' football tournament",
    "Torneio de futebol das associações",
  ],
  "Véier géint véier op dem klenge Terrain: mellt är Ekipp bis eng Woch virdrun un. Fir Iessen an Drénken ass gesuergt.":
    [
      "Vier gegen vier auf dem kleinen Platz: meldet euer Team bis eine Woche vorher an. Für Essen und Trinken ist gesorgt.",
      "Quatre contre quatre sur le petit terrain : inscrivez votre équipe au plus tard une semaine avant. À boire et à manger sur place.",
      "Four-a-side on the small pitch: sign up your team a week before at the latest. Food and drinks are provided.",
      "Quatro contra quatro no campo pequeno: inscrevam a vossa equipa até uma semana antes. Há comida e bebida.",
    ],
  "Kino-Owend am Jugendhaus": [
    "Kinoabend im Jugendhaus",
    "Soirée cinéma à la maison des jeunes",
    "Movie night at the youth house",
    "Noite de cinema na casa da juventude",
  ],
  "Popcorn, Decken an e Film, deen d'Memberen ausgewielt hunn. Entrée gratis, Spende wëllkomm.": [
    "Popcorn, Decken und ein Film, den die Mitglieder ausgesucht haben. Eintritt frei, Spenden willkommen.",
    "Pop-corn, couvertures et un film choisi par les membres. Entrée gratuite, dons bienvenus.",
    "Popcorn, blankets and a film chosen by the members. Free entry, donations welcome.",
    "Pipocas, mantas e um filme escolhido pelos membros. Entrada grátis, donativos bem-vindos.",
  ],
  "Chrëschtmaart-Stand": [
    "Stand auf dem Weihnachtsmarkt",
    "Stand au marché de Noël",
    "Christmas market stall",
    "Banca no mercado de Natal",
  ],
  "Mir verkafen Glühwäin, Kakao a selwer gebake Kichelcher um Chrëschtmaart. Kommt eis besichen a schwätzt mat eis iwwert d'nächst Joer.":
    [
      "Wir verkaufen Glühwein, Kakao und selbst gebackene Plätzchen auf dem Weihnachtsmarkt. Besucht uns und redet mit uns über das nächste Jahr.",
      "Nous vendons du vin chaud, du chocolat chaud et des biscuits faits maison au marché de Noël. Passez nous voir et parlons ensemble de l'année prochaine.",
      "We sell mulled wine, hot chocolate and home-baked biscuits at the Christmas market. Come and see us and talk with us about next year.",
      "Vendemos vinho quente, chocolate quente e bolachas caseiras no mercado de Natal. Passem por cá e falem connosco sobre o próximo ano.",
    ],
  "Wanderung duerch d'Mëllerdall": [
    "Wanderung durch das Müllerthal",
    "Randonnée dans le Mullerthal",
    "Hike through the Mullerthal",
    "Caminhada pelo Mullerthal",
  ],
  "Eng Dagestour op de Wee vum Mullerthal Trail, mat Picknick. Gutt Schong matbréngen!": [
    "Eine Tagestour auf den Wegen des Mullerthal Trail, mit Picknick. Bring gute Schuhe mit!",
    "Une journée sur les sentiers du Mullerthal Trail, avec pique-nique. Prends de bonnes chaussures !",
    "A day on the paths of the Mullerthal Trail, with a picnic. Bring good shoes!",
    "Um dia nos trilhos do Mullerthal Trail, com piquenique. Traz sapatos confortáveis!",
  ],
  Buergbrennen: ["Burgbrennen", "Buergbrennen (feu des Brandons)", "Buergbrennen bonfire", "Buergbrennen (fogueira)"],
  "Mir bauen zesumme mam Duerf de Buerg op a feieren den Enn vum Wanter mat Eierwaffelen, Bouneschlupp a waarme Gedrénks.":
    [
      "Wir bauen mit dem ganzen Dorf die Burg auf und feiern das Ende des Winters mit Eierwaffeln, Bohnensuppe und warmen Getränken.",
      "Nous montons le bûcher avec tout le village et fêtons la fin de l'hiver avec des gaufres, de la soupe aux haricots et des boissons chaudes.",
      "We build the bonfire with the whole village and celebrate the end of winter with waffles, bean soup and hot drinks.",
      "Montamos a fogueira com toda a aldeia e festejamos o fim do inverno com waffles, sopa de feijão e bebidas quentes.",
    ],
  "Halloween-Party": ["Halloween-Party", "Fête d'Halloween", "Halloween party", "Festa de Halloween"],
  "Verkleedung ass Pflicht! Déi beschte Kostümer gewannen e Präis.": [
    "Verkleidung ist Pflicht! Die besten Kostüme gewinnen einen Preis.",
    "Déguisement obligatoire ! Les meilleurs costumes gagnent un prix.",
    "Costumes are a must! The best ones win a prize.",
    "Disfarce obrigatório! Os melhores fatos ganham um prémio.",
  ],
  "Concert am Gemengesall": [
    "Konzert im Gemeindesaal",
    "Concert à la salle communale",
    "Concert in the village hall",
    "Concerto no salão da junta",
  ],
  "Dräi jonk Bands aus der Regioun spillen op. Den Owend organiséiere mir mat der Musekschoul.": [
    "Drei junge Bands aus der Region spielen auf. Den Abend organisieren wir mit der Musikschule.",
    "Trois jeunes groupes de la région montent sur scène. Nous organisons la soirée avec l'école de musique.",
    "Three young bands from the region play. We organise the evening with the music school.",
    "Três bandas jovens da região sobem ao palco. Organizamos a noite com a escola de música.",
  ],
  // Sponsors
  "Frëscht Brout a Gebeess zënter 1962, an eise Summerfest-Kuch kënnt och vun hei.": [
    "Frisches Brot und Gebäck seit 1962, und unser Sommerfest-Kuchen kommt auch von hier.",
    "Du pain et des pâtisseries frais depuis 1962, et notre gâteau de la fête d'été vient aussi d'ici.",
    "Fresh bread and pastries since 1962, and our summer party cake comes from here too.",
    "Pão e bolos frescos desde 1962, e o bolo da nossa festa de verão também vem daqui.",
  ],
  "Är Garage am Duerf: Reparaturen, Pneuen an Occasiounen. Eise Buergbrennen-Camion fiert mat hinnen.": [
    "Deine Werkstatt im Dorf: Reparaturen, Reifen und Gebrauchtwagen. Unser Buergbrennen-Lastwagen fährt mit ihnen.",
    "Ton garage au village : réparations, pneus et occasions. Notre camion du Buergbrennen roule avec eux.",
    "Your garage in the village: repairs, tyres and used cars. Our Buergbrennen truck runs with them.",
    "A tua oficina na aldeia: reparações, pneus e usados. O nosso camião do Buergbrennen anda com eles.",
  ],
  "De Stammdësch vum Comité an de beschte Kaffi an der Géigend.": [
    "Der Stammtisch des Vorstands und der beste Kaffee der Gegend.",
    "La table d'habitués du comité et le meilleur café des environs.",
    "The committee's regular table and the best coffee around.",
    "A mesa habitual da direção e o melhor café da zona.",
  ],
  "Ënnerstëtzt eis Sportevenementer mat der Éischt-Hëllef-Këscht.": [
    "Unterstützt unsere Sportveranstaltungen mit dem Erste-Hilfe-Koffer.",
    "Soutient nos événements sportifs avec la trousse de premiers secours.",
    "Supports our sports events with the first-aid kit.",
    "Apoia os nossos eventos desportivos com a caixa de primeiros socorros.",
  ],
  "Liicht a Toun fir all eis Fester.": [
    "Licht und Ton für alle unsere Feste.",
    "Lumière et son pour toutes nos fêtes.",
    "Lights and sound for all our parties.",
    "Luz e som para todas as nossas festas.",
  ],
  // Photo categories (names: with the year appended, as content.ts makes them)
  Summerfest: ["Sommerfest", "Fête d'été", "Summer party", "Festa de verão"],
  "Ausflich & Sport": ["Ausflüge & Sport", "Sorties & sport", "Trips & sport", "Passeios & desporto"],
  "Zwee Deeg Musek, Sonn a gutt Laun um Kierchplaz.": [
    "Zwei Tage Musik, Sonne und gute Laune auf dem Kirchplatz.",
    "Deux jours de musique, de soleil et de bonne humeur sur la place de l'église.",
    "Two days of music, sunshine and good spirits on the church square.",
    "Dois dias de música, sol e boa disposição no largo da igreja.",
  ],
  "De Buerg war dëst Joer méi héich wéi jee.": [
    "Die Burg war dieses Jahr höher als je zuvor.",
    "Le bûcher était plus haut que jamais cette année.",
    "The bonfire was higher than ever this year.",
    "A fogueira este ano foi mais alta do que nunca.",
  ],
  "Wanderungen, Turnéieren an eisen Trip op d'Musel.": [
    "Wanderungen, Turniere und unser Ausflug an die Mosel.",
    "Randonnées, tournois et notre sortie sur la Moselle.",
    "Hikes, tournaments and our trip to the Moselle.",
    "Caminhadas, torneios e o nosso passeio ao Mosela.",
  ],
  // Photos: titles and captions
  "D'Bühn um Owend": ["Die Bühne am Abend", "La scène le soir", "The stage in the evening", "O palco à noite"],
  "D'Band 'Routen' huet bis Mëtternuecht gespillt.": [
    "Die Band 'Routen' hat bis Mitternacht gespielt.",
    "Le groupe 'Routen' a joué jusqu'à minuit.",
    "The band 'Routen' played until midnight.",
    "A banda 'Routen' tocou até à meia-noite.",
  ],
  "De Grillstand": ["Der Grillstand", "Le stand grillades", "The barbecue stand", "A banca do churrasco"],
  "Iwwer 400 Grillwürschten an engem Owend.": [
    "Über 400 Grillwürste an einem Abend.",
    "Plus de 400 saucisses grillées en une soirée.",
    "Over 400 sausages grilled in one evening.",
    "Mais de 400 salsichas grelhadas numa noite.",
  ],
  "Liichtergirlanden iwwer dem Plaz": [
    "Lichterketten über dem Platz",
    "Guirlandes lumineuses sur la place",
    "String lights over the square",
    "Grinaldas de luzes sobre o largo",
  ],
  "Danzen virun der Bühn": [
    "Tanzen vor der Bühne",
    "On danse devant la scène",
    "Dancing in front of the stage",
    "A dançar em frente ao palco",
  ],
  "Bal dat ganzt Duerf war do.": [
    "Fast das ganze Dorf war da.",
    "Presque tout le village était là.",
    "Almost the whole village came.",
    "Quase a aldeia inteira esteve lá.",
  ],
  "D'Cocktailbar": ["Die Cocktailbar", "Le bar à cocktails", "The cocktail bar", "O bar de cocktails"],
  "Eis Cocktailbar, alkoholfräi Varianten inklusiv.": [
    "Unsere Cocktailbar, alkoholfreie Varianten inklusive.",
    "Notre bar à cocktails, versions sans alcool comprises.",
    "Our cocktail bar, alcohol-free versions included.",
    "O nosso bar de cocktails, com versões sem álcool.",
  ],
  Kannerspiller: ["Kinderspiele", "Jeux pour enfants", "Children's games", "Jogos para crianças"],
  "Sonnenënnergang iwwer dem Zelt": [
    "Sonnenuntergang über dem Zelt",
    "Coucher de soleil sur la tente",
    "Sunset over the tent",
    "Pôr do sol sobre a tenda",
  ],
  "Den éischten Owend huet mat engem Traumhimmel ugefaangen.": [
    "Der erste Abend begann mit einem Traumhimmel.",
    "La première soirée a commencé sous un ciel de rêve.",
    "The first evening began under a dream of a sky.",
    "A primeira noite começou com um céu de sonho.",
  ],
  "Opraumen um Sonndeg": [
    "Aufräumen am Sonntag",
    "Rangement le dimanche",
    "Tidying up on Sunday",
    "Arrumar no domingo",
  ],
  "Merci un all d'Hëllefer!": [
    "Danke an alle Helfer!",
    "Merci à tous les bénévoles !",
    "Thanks to all the helpers!",
    "Obrigado a todos os voluntários!",
  ],
  "De Buerg brennt": ["Die Burg brennt", "Le bûcher brûle", "The bonfire burns", "A fogueira arde"],
  "Punkt 19 Auer gouf ugefaangen.": [
    "Punkt 19 Uhr ging es los.",
    "On a allumé à 19 heures pile.",
    "It was lit at 7 pm sharp.",
    "Acendeu-se às 19 horas em ponto.",
  ],
  "Fakelen am Cortège": [
    "Fackeln im Umzug",
    "Flambeaux dans le cortège",
    "Torches in the procession",
    "Tochas no cortejo",
  ],
  "De Cortège vun der Schoul bis op d'Wiss.": [
    "Der Umzug von der Schule bis zur Wiese.",
    "Le cortège de l'école jusqu'au pré.",
    "The procession from the school to the meadow.",
    "O cortejo da escola até ao prado.",
  ],
  "Funken an der Nuecht": ["Funken in der Nacht", "Étincelles dans la nuit", "Sparks in the night", "Faíscas na noite"],
  "Ronderëm d'Feier": ["Rund um das Feuer", "Autour du feu", "Around the fire", "À volta da fogueira"],
  "Waarm Hänn a waarm Bouneschlupp.": [
    "Warme Hände und warme Bohnensuppe.",
    "Des mains chaudes et de la soupe aux haricots bien chaude.",
    "Warm hands and warm bean soup.",
    "Mãos quentes e sopa de feijão quente.",
  ],
  "Opbau vum Buerg": ["Aufbau der Burg", "Montage du bûcher", "Building the bonfire", "A montar a fogueira"],
  "Eng ganz Woch hu mir Holz gesammelt.": [
    "Eine ganze Woche haben wir Holz gesammelt.",
    "Nous avons ramassé du bois pendant toute une semaine.",
    "We collected wood for a whole week.",
    "Andámos uma semana inteira a juntar lenha.",
  ],
  "Déi lescht Glott": ["Die letzte Glut", "Les dernières braises", "The last embers", "As últimas brasas"],
  "Ekippfoto nom Turnéier": [
    "Teamfoto nach dem Turnier",
    "Photo d'équipe après le tournoi",
    "Team photo after the tournament",
    "Foto de equipa depois do torneio",
  ],
  "Zweeten Plaz am Turnéier vun de Veräiner.": [
    "Zweiter Platz beim Turnier der Vereine.",
    "Deuxième place au tournoi des associations.",
    "Second place in the clubs' tournament.",
    "Segundo lugar no torneio das associações.",
  ],
  "Um Wee duerch d'Mëllerdall": [
    "Unterwegs durch das Müllerthal",
    "En route dans le Mullerthal",
    "On the way through the Mullerthal",
    "A caminho pelo Mullerthal",
  ],
  "Tëscht de Fielsen am Mëllerdall.": [
    "Zwischen den Felsen im Müllerthal.",
    "Entre les rochers du Mullerthal.",
    "Between the rocks of the Mullerthal.",
    "Entre as rochas do Mullerthal.",
  ],
  "Mat dem Bus op d'Musel": [
    "Mit dem Bus an die Mosel",
    "En bus vers la Moselle",
    "By bus to the Moselle",
    "De autocarro até ao Mosela",
  ],
  "Ausfluch op d'Musel mat 32 Memberen.": [
    "Ausflug an die Mosel mit 32 Mitgliedern.",
    "Sortie sur la Moselle avec 32 membres.",
    "Trip to the Moselle with 32 members.",
    "Passeio ao Mosela com 32 membros.",
  ],
  "Finale um Terrain": ["Finale auf dem Platz", "Finale sur le terrain", "The final on the pitch", "Final no campo"],
  "Picknick am Bësch": ["Picknick im Wald", "Pique-nique en forêt", "Picnic in the woods", "Piquenique no bosque"],
  "Paus mat Vue.": ["Pause mit Aussicht.", "Pause avec vue.", "A break with a view.", "Pausa com vista."],
  "Workshop am Jugendhaus": [
    "Workshop im Jugendhaus",
    "Atelier à la maison des jeunes",
    "Workshop at the youth house",
    "Workshop na casa da juventude",
  ],
  "Siebdrock-Workshop fir eis nei T-Shirten.": [
    "Siebdruck-Workshop für unsere neuen T-Shirts.",
    "Atelier de sérigraphie pour nos nouveaux t-shirts.",
    "Screen-printing workshop for our new T-shirts.",
    "Workshop de serigrafia para as nossas novas t-shirts.",
  ],
  // Committee roles
  Presidentin: ["Präsidentin", "Présidente", "President", "Presidente"],
  Vizepresident: ["Vizepräsident", "Vice-président", "Vice-president", "Vice-presidente"],
  Sekretärin: ["Sekretärin", "Secrétaire", "Secretary", "Secretária"],
  Keessier: ["Kassenwart", "Trésorier", "Treasurer", "Tesoureiro"],
  Jugendleederin: ["Jugendleiterin", "Animatrice jeunesse", "Youth leader", "Monitora de juventude"],
  "Member vum Comité": ["Vorstandsmitglied", "Membre du comité", "Committee member", "Membro da direção"],
};

/** A text's translation into one language; a gallery name "<name> <year>" keeps its year. */
export function demoTranslation(lb: string, lang: (typeof DEMO_LANGUAGES)[number]): string | undefined {
  const index = DEMO_LANGUAGES.indexOf(lang);
  const whole = TEXTS[lb];
  if (whole) return whole[index];
  const dated = /^(.*) (\d{4})$/.exec(lb);
  const base = dated?.[1] ? TEXTS[dated[1]] : undefined;
  return base ? `${base[index]} ${dated?.[2]}` : undefined;
}

/**
 * The translations of a row's texts (field: its lb text), as the `translations` column holds them:
 * `{ de: { title: "…" }, fr: … }`. A text without a translation here is left out.
 */
export function demoTranslations(fields: Record<string, string | null>): Record<string, Record<string, string>> {
  const result: Record<string, Record<string, string>> = {};
  for (const lang of DEMO_LANGUAGES) {
    const texts: Record<string, string> = {};
    for (const [field, lb] of Object.entries(fields)) {
      const text = lb ? demoTranslation(lb, lang) : undefined;
      if (text) texts[field] = text;
    }
    if (Object.keys(texts).length > 0) result[lang] = texts;
  }
  return result;
}
