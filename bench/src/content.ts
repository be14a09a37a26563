import { fallbackCategories } from '@firm/contract/forms';

/**
 * The benchmark's blog: realistic Portuguese posts generated from a small corpus per category,
 * deterministically (the same run seeds the same 200 posts), so page weights and render work are
 * comparable from run to run. Every section type appears; some posts carry section images.
 */

export type Category = (typeof fallbackCategories)[number];

/** The section types as the API accepts them in a post body (docs/api.md). */
export type SectionKind = 'title' | 'subtitle' | 'subsubtitle' | 'paragraph' | 'list' | 'numberedList' | 'image';

export interface SectionSpec {
  type: SectionKind;
  content: string;
  /** Image sections: the alternative text sent with the section. */
  alt?: string;
}

export interface PostSpec {
  index: number;
  title: string;
  category: Category;
  /** ISO timestamp in the past: every seeded post is published. */
  publishedAt: string;
  imageAlt: string;
  sections: SectionSpec[];
}

interface Corpus {
  topics: string[];
  paragraphs: string[];
  items: string[];
  steps: string[];
  subtitles: string[];
}

const corpus: Record<Category, Corpus> = {
  'Direito Trabalhista': {
    topics: [
      'demissão sem justa causa',
      'horas extras',
      'adicional de insalubridade',
      'assédio moral no trabalho',
      'rescisão indireta',
      'estabilidade da gestante',
      'trabalho em home office',
      'acidente de trabalho',
    ],
    paragraphs: [
      'Quando o assunto é {tema}, a primeira providência é reunir os documentos do contrato: carteira de trabalho, holerites, cartões de ponto e mensagens trocadas com a empresa. São eles que mostram, na prática, como a relação de emprego aconteceu.',
      'A Consolidação das Leis do Trabalho estabelece prazos curtos para reclamar direitos. O trabalhador tem até dois anos após o fim do contrato para entrar com a ação, e pode cobrar valores dos últimos cinco anos.',
      'Muitas empresas da Baixada Santista adotam acordos de compensação de jornada, mas nem sempre respeitam os limites legais. Um acordo mal feito pode transformar o banco de horas em horas extras devidas, com reflexos em férias, 13º salário e FGTS.',
      'Na Justiça do Trabalho, a prova testemunhal continua tendo grande peso. Colegas que presenciaram os fatos podem confirmar jornadas, ordens recebidas e situações de constrangimento, mesmo quando a empresa apresenta documentos em sentido contrário.',
      'Antes de assinar qualquer termo de rescisão, confira cada verba com calma. O sindicato e um advogado de confiança podem revisar os cálculos e apontar diferenças que, somadas, costumam representar valores expressivos.',
      'A reforma trabalhista trouxe mudanças importantes para {tema}, mas não eliminou direitos básicos como o descanso semanal remunerado, o limite de jornada e a proteção contra dispensas discriminatórias.',
    ],
    items: [
      'Saldo de salário dos dias trabalhados no mês',
      'Aviso prévio proporcional ao tempo de serviço',
      '13º salário proporcional',
      'Férias vencidas e proporcionais com um terço',
      'Multa de 40% sobre o saldo do FGTS',
      'Guias para o seguro-desemprego',
      'Horas extras com adicional mínimo de 50%',
      'Reflexos das horas extras no descanso semanal',
    ],
    steps: [
      'Separe a carteira de trabalho e os últimos holerites',
      'Anote datas, horários e nomes de quem presenciou os fatos',
      'Guarde mensagens, e-mails e registros do ponto eletrônico',
      'Procure o sindicato da categoria ou um advogado trabalhista',
      'Confira os cálculos antes de assinar a rescisão',
      'Respeite o prazo de dois anos para ajuizar a ação',
    ],
    subtitles: [
      'O que diz a CLT',
      'Como comprovar os fatos',
      'Quais verbas são devidas',
      'Prazos que não podem ser perdidos',
      'Quando vale a pena fazer um acordo',
    ],
  },
  'Direito Previdenciário': {
    topics: [
      'aposentadoria por idade',
      'aposentadoria especial',
      'auxílio por incapacidade temporária',
      'BPC/LOAS',
      'pensão por morte',
      'revisão de benefício',
      'tempo de contribuição rural',
      'planejamento previdenciário',
    ],
    paragraphs: [
      'A Reforma da Previdência de 2019 criou regras de transição que mudam bastante o cálculo de {tema}. Quem já contribuía antes da reforma pode ter direito a uma regra mais vantajosa, e a escolha certa faz diferença no valor mensal por toda a vida.',
      'O extrato do CNIS, disponível no aplicativo Meu INSS, reúne os vínculos e as contribuições registrados. Vale conferir cada período: empregos antigos, trabalho rural e períodos como autônomo muitas vezes não aparecem e precisam ser comprovados.',
      'Quando o INSS nega um pedido, ainda é possível recorrer administrativamente ou levar o caso à Justiça Federal. Em muitos casos, a perícia judicial reconhece a incapacidade que a perícia administrativa não viu.',
      'Laudos médicos detalhados, com CID, descrição das limitações e tempo estimado de tratamento, aumentam muito as chances de sucesso em benefícios por incapacidade. Um atestado genérico raramente é suficiente.',
      'O planejamento previdenciário compara cenários: continuar contribuindo, pedir agora ou esperar uma regra de transição. Com números na mesa, a decisão deixa de ser um palpite e passa a ser uma escolha informada.',
      'Benefícios concedidos com erro podem ser revistos em até dez anos. Salários de contribuição esquecidos, períodos especiais não reconhecidos e atividades concomitantes são as causas mais comuns de revisão.',
    ],
    items: [
      'Documento de identidade e CPF',
      'Carteiras de trabalho, inclusive as antigas',
      'Extrato do CNIS atualizado',
      'Carnês de contribuição como autônomo',
      'PPP e laudos técnicos de atividade especial',
      'Laudos, exames e receitas médicas recentes',
      'Certidão de casamento ou de nascimento dos filhos',
      'Comprovante de residência',
    ],
    steps: [
      'Baixe o extrato do CNIS no Meu INSS',
      'Confira se todos os vínculos e salários estão corretos',
      'Reúna os documentos dos períodos que faltam',
      'Faça a simulação das regras de transição',
      'Protocole o pedido pelo aplicativo ou pelo telefone 135',
      'Acompanhe as exigências e responda dentro do prazo',
    ],
    subtitles: [
      'Quem tem direito',
      'Como é feito o cálculo',
      'Documentos necessários',
      'Se o INSS negar o pedido',
      'Regras de transição',
    ],
  },
  'Direito Civil': {
    topics: [
      'contratos de prestação de serviços',
      'cobrança de dívidas',
      'danos morais',
      'direitos do consumidor',
      'negativação indevida',
      'responsabilidade civil',
      'compra pela internet',
      'vícios em produtos',
    ],
    paragraphs: [
      'Em matéria de {tema}, o Código Civil e o Código de Defesa do Consumidor caminham juntos. Quando há relação de consumo, a lei protege a parte mais vulnerável e inverte o ônus da prova em muitos casos.',
      'Um contrato bem escrito evita a maior parte dos conflitos. Objeto, preço, prazos, multa e forma de rescisão devem estar claros, e qualquer alteração combinada depois precisa ser registrada por escrito.',
      'A negativação indevida do nome gera dano moral presumido, segundo a jurisprudência do Superior Tribunal de Justiça. Basta demonstrar a inscrição irregular nos cadastros de proteção ao crédito.',
      'Antes de entrar na Justiça, uma notificação extrajudicial bem fundamentada costuma resolver o problema. Ela registra a tentativa de acordo e demonstra boa-fé caso o processo se torne necessário.',
      'Nos Juizados Especiais Cíveis, causas de até vinte salários mínimos podem ser propostas sem advogado. Ainda assim, a orientação profissional ajuda a formular os pedidos corretos e a reunir as provas adequadas.',
      'O prazo para reclamar de vícios aparentes é de trinta dias para produtos não duráveis e de noventa dias para os duráveis. Para vícios ocultos, o prazo começa a contar quando o defeito aparece.',
    ],
    items: [
      'Contrato assinado ou proposta aceita por escrito',
      'Notas fiscais e comprovantes de pagamento',
      'Protocolos de atendimento do SAC',
      'Prints de conversas e anúncios',
      'Fotos do produto com defeito',
      'Notificação extrajudicial enviada',
      'Consulta aos cadastros de crédito',
      'Testemunhas que acompanharam a negociação',
    ],
    steps: [
      'Registre a reclamação no SAC e anote o protocolo',
      'Guarde todos os comprovantes da compra',
      'Envie uma notificação formal com prazo para resposta',
      'Registre a queixa no Procon ou no consumidor.gov.br',
      'Avalie com um advogado a ação no Juizado Especial',
      'Compareça à audiência de conciliação com os documentos',
    ],
    subtitles: [
      'O que diz a lei',
      'Como reunir provas',
      'Soluções sem processo',
      'Quando procurar a Justiça',
      'Indenização: como é calculada',
    ],
  },
  'Direito de Família': {
    topics: [
      'divórcio consensual',
      'guarda compartilhada',
      'pensão alimentícia',
      'inventário extrajudicial',
      'união estável',
      'partilha de bens',
      'testamento',
      'regime de bens no casamento',
    ],
    paragraphs: [
      'Em questões de {tema}, o diálogo costuma ser o caminho mais rápido e menos desgastante. Quando há consenso e não existem filhos menores, muitos procedimentos podem ser feitos diretamente em cartório, com a assistência de um advogado.',
      'A pensão alimentícia é fixada considerando a necessidade de quem recebe e a possibilidade de quem paga. Não existe um percentual fixo em lei: cada caso é analisado a partir da renda e das despesas comprovadas.',
      'A guarda compartilhada é a regra no Brasil desde 2014. Ela divide as responsabilidades e as decisões sobre a vida dos filhos, mesmo que a criança tenha a residência fixada com um dos pais.',
      'O inventário deve ser aberto em até dois meses após o falecimento, sob pena de multa sobre o imposto de transmissão em alguns estados. Com herdeiros maiores e de acordo, o inventário extrajudicial é bem mais ágil.',
      'A escolha do regime de bens define o que será dividido em caso de separação. Na comunhão parcial, regime mais comum, entram na partilha os bens adquiridos durante a união, com algumas exceções previstas em lei.',
      'Um testamento bem planejado evita disputas entre herdeiros e permite dispor de até metade do patrimônio livremente. O testamento público, feito em cartório, oferece mais segurança e dificilmente é anulado.',
    ],
    items: [
      'Certidão de casamento atualizada',
      'Certidões de nascimento dos filhos',
      'Documentos pessoais das partes',
      'Matrículas dos imóveis e documentos dos veículos',
      'Extratos bancários e de investimentos',
      'Comprovantes de renda e despesas dos filhos',
      'Certidão de óbito, no caso de inventário',
      'Pacto antenupcial, quando houver',
    ],
    steps: [
      'Converse sobre os pontos de acordo e de divergência',
      'Faça uma lista dos bens e das dívidas do casal',
      'Reúna as certidões e os documentos dos bens',
      'Defina guarda, convivência e pensão dos filhos',
      'Formalize o acordo em cartório ou em juízo',
      'Atualize registros de imóveis, veículos e contas',
    ],
    subtitles: [
      'Em cartório ou na Justiça',
      'Os direitos dos filhos',
      'Como fica a divisão dos bens',
      'Quanto tempo leva',
      'Custos envolvidos',
    ],
  },
  'Direito Imobiliário': {
    topics: [
      'compra de imóvel na planta',
      'usucapião',
      'contrato de locação',
      'despejo por falta de pagamento',
      'regularização de imóveis',
      'distrato imobiliário',
      'condomínio e inadimplência',
      'financiamento habitacional',
    ],
    paragraphs: [
      'Antes de fechar negócio envolvendo {tema}, peça a matrícula atualizada do imóvel no cartório de registro. Ela mostra quem é o proprietário, se há penhoras, hipotecas ou ações que possam comprometer a compra.',
      'A Lei do Inquilinato equilibra os direitos de locadores e locatários. Reajustes, garantias, benfeitorias e prazo de devolução do imóvel precisam estar previstos no contrato para evitar surpresas.',
      'A usucapião permite regularizar a propriedade de quem ocupa um imóvel por longo tempo, de forma mansa e pacífica. Desde 2015 ela também pode ser feita em cartório, quando não há disputa.',
      'Atrasos na entrega de imóveis comprados na planta dão direito a indenização. Cláusulas que isentam a construtora de qualquer responsabilidade costumam ser consideradas abusivas pelos tribunais.',
      'Em Santos e região, muitos imóveis antigos ainda não têm a escritura registrada. A regularização valoriza o bem, permite o financiamento e evita problemas na hora da venda ou do inventário.',
      'A ação de despejo por falta de pagamento pode ser evitada com a purgação da mora: o inquilino paga o débito com os acréscimos dentro do prazo e mantém a locação.',
    ],
    items: [
      'Matrícula atualizada do imóvel',
      'Certidões negativas do vendedor',
      'Comprovante de quitação do IPTU',
      'Declaração de quitação do condomínio',
      'Contrato de compra e venda ou de locação',
      'Planta aprovada e habite-se',
      'Comprovantes de pagamento das parcelas',
      'Laudo de vistoria do imóvel',
    ],
    steps: [
      'Peça a matrícula atualizada no cartório de imóveis',
      'Levante as certidões do vendedor e do imóvel',
      'Leia todas as cláusulas do contrato com atenção',
      'Negocie prazos, multa e forma de pagamento',
      'Assine a escritura pública no tabelionato',
      'Registre a escritura na matrícula do imóvel',
    ],
    subtitles: [
      'Cuidados antes de assinar',
      'O que diz a Lei do Inquilinato',
      'Documentos do imóvel',
      'Como resolver sem processo',
      'Quando cabe indenização',
    ],
  },
  'Compliance Empresarial': {
    topics: [
      'programa de integridade',
      'LGPD nas pequenas empresas',
      'canal de denúncias',
      'código de conduta',
      'due diligence de fornecedores',
      'prevenção à lavagem de dinheiro',
      'treinamento de equipes',
      'gestão de riscos trabalhistas',
    ],
    paragraphs: [
      'Um programa de {tema} não precisa ser complexo para funcionar. Em empresas de pequeno e médio porte, regras claras, responsáveis definidos e registros simples já reduzem muito os riscos jurídicos.',
      'A Lei Geral de Proteção de Dados exige que a empresa saiba quais dados pessoais trata, para qual finalidade e com qual base legal. O mapeamento dos dados é o primeiro passo de qualquer adequação.',
      'Um canal de denúncias confiável, com garantia de sigilo e de não retaliação, é uma das ferramentas mais eficazes para descobrir problemas antes que eles se tornem processos ou multas.',
      'A Lei Anticorrupção responsabiliza a empresa por atos lesivos praticados em seu interesse, mesmo sem a participação dos sócios. Um programa de integridade efetivo pode reduzir as sanções aplicadas.',
      'Conhecer os fornecedores e parceiros é parte do compliance. A due diligence verifica a regularidade fiscal, trabalhista e ambiental de quem presta serviços em nome da empresa.',
      'Treinamentos periódicos mantêm o código de conduta vivo. Casos práticos, próximos da realidade da equipe, funcionam muito melhor do que apresentações longas e genéricas.',
    ],
    items: [
      'Código de conduta aprovado pela diretoria',
      'Mapa dos riscos de cada área',
      'Canal de denúncias com sigilo garantido',
      'Política de privacidade e de proteção de dados',
      'Registro das atividades de tratamento de dados',
      'Cláusulas de integridade nos contratos',
      'Plano anual de treinamentos',
      'Relatórios periódicos para a diretoria',
    ],
    steps: [
      'Faça o diagnóstico dos riscos da empresa',
      'Defina um responsável pelo programa',
      'Escreva e divulgue o código de conduta',
      'Implante o canal de denúncias',
      'Treine as equipes e registre a participação',
      'Revise o programa a cada ano',
    ],
    subtitles: [
      'Por onde começar',
      'O papel da diretoria',
      'Riscos mais comuns',
      'Como medir os resultados',
      'Obrigações legais',
    ],
  },
};

const angles = [
  'o que você precisa saber',
  'direitos, prazos e documentos',
  'perguntas frequentes',
  'erros comuns e como evitá-los',
  'passo a passo',
  'o que dizem os tribunais',
  'quando procurar um advogado',
];

const alts = [
  'Mesa de escritório com documentos, caneta e óculos de leitura',
  'Advogada conversando com um cliente em sala de reunião',
  'Pilha de processos ao lado de um martelo de juiz',
  'Vista da orla de Santos ao entardecer',
  'Mãos assinando um contrato sobre a mesa',
  'Calculadora e holerites organizados em uma pasta',
];

/** Section layouts, cycled by post: the first has every type (it is the post the pages measure). */
const layouts: SectionKind[][] = [
  [
    'paragraph',
    'subtitle',
    'paragraph',
    'list',
    'image',
    'subsubtitle',
    'paragraph',
    'numberedList',
    'title',
    'paragraph',
    'image',
    'paragraph',
  ],
  ['paragraph', 'subtitle', 'paragraph', 'list', 'subtitle', 'paragraph'],
  ['paragraph', 'subtitle', 'numberedList', 'subsubtitle', 'paragraph', 'image', 'paragraph'],
  ['title', 'paragraph', 'paragraph', 'subtitle', 'list', 'paragraph'],
  ['paragraph', 'paragraph', 'subtitle', 'paragraph', 'subsubtitle', 'paragraph', 'list'],
  ['paragraph', 'subtitle', 'list', 'paragraph', 'subtitle', 'numberedList', 'paragraph'],
  ['paragraph', 'subtitle', 'paragraph', 'subsubtitle', 'paragraph'],
  ['title', 'paragraph', 'subtitle', 'paragraph', 'numberedList', 'paragraph', 'list'],
];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Picks `count` distinct entries of `pool`, starting at `start` (deterministic rotation). */
function pick(pool: string[], start: number, count: number): string[] {
  return Array.from({ length: Math.min(count, pool.length) }, (_, i) => pool[(start + i) % pool.length]!);
}

const DAY = 86_400_000;

/** Post `index`'s category, corpus and topic: categories in turn, then topics in turn. */
function subject(index: number) {
  const category = fallbackCategories[index % fallbackCategories.length]!;
  const text = corpus[category];
  const round = Math.floor(index / fallbackCategories.length);
  return { category, text, round, topic: text.topics[round % text.topics.length]! };
}

/**
 * Post `index` of the seed. Titles are unique (topic × angle) for up to 56 posts per category;
 * posts are published one to two days apart, the newest yesterday, so all are public.
 */
export function postSpec(index: number, now = Date.now()): PostSpec {
  const { category, text, round, topic } = subject(index);
  const angle = angles[Math.floor(round / text.topics.length) % angles.length]!;
  const layout = layouts[index % layouts.length]!;

  let paragraph = round;
  let subtitle = round;
  const sections = layout.map((type, n): SectionSpec => {
    switch (type) {
      case 'paragraph':
        return { type, content: text.paragraphs[paragraph++ % text.paragraphs.length]!.replaceAll('{tema}', topic) };
      case 'title':
        return { type, content: capitalize(topic) };
      case 'subtitle':
      case 'subsubtitle':
        return { type, content: text.subtitles[subtitle++ % text.subtitles.length]! };
      case 'list':
        return { type, content: pick(text.items, round + n, 5).join('\n') };
      case 'numberedList':
        return { type, content: pick(text.steps, round, 6).join('\n') };
      case 'image':
        return { type, content: '', alt: alts[(index + n) % alts.length]! };
    }
  });

  const day = new Date(now - DAY * (1 + Math.floor(index * 1.7)));
  day.setUTCHours(12, 0, 0, 0);
  return {
    index,
    title: `${capitalize(topic)}: ${angle}`,
    category,
    publishedAt: day.toISOString(),
    imageAlt: alts[index % alts.length]!,
    sections,
  };
}

/** A post for the write benchmark: ten sections, two of them images (plus the main image: three). */
export function writeSpec(run: number): PostSpec {
  const base = postSpec(run);
  const kinds: SectionKind[] = [
    'paragraph',
    'subtitle',
    'paragraph',
    'image',
    'list',
    'subsubtitle',
    'paragraph',
    'numberedList',
    'image',
    'paragraph',
  ];
  const { text, topic } = subject(run);
  return {
    ...base,
    title: `Medição de escrita ${run + 1}: ${base.title}`,
    sections: kinds.map((type, n) => {
      if (type === 'image') return { type, content: '', alt: alts[n % alts.length]! };
      if (type === 'list') return { type, content: pick(text.items, n, 5).join('\n') };
      if (type === 'numberedList') return { type, content: pick(text.steps, n, 6).join('\n') };
      if (type === 'paragraph') {
        return { type, content: text.paragraphs[n % text.paragraphs.length]!.replaceAll('{tema}', topic) };
      }
      return { type, content: text.subtitles[n % text.subtitles.length]! };
    }),
  };
}
