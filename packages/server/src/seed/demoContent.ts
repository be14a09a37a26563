import type { SectionType } from '@firm/contract';

/**
 * Demo content in Portuguese: two lawyers, the six categories of §7's fallback list, a dozen
 * published posts across them (every section type appears) and one scheduled post.
 * Images are drawn at seed time (see demo.ts), one illustration per category.
 */

export const demoCategories = [
  'Direito Trabalhista',
  'Direito Previdenciário',
  'Direito Civil',
  'Direito de Família',
  'Direito Imobiliário',
  'Compliance Empresarial',
] as const;
export type DemoCategory = (typeof demoCategories)[number];

export const demoLawyers = [
  {
    name: 'Helena Campos',
    email: 'helena.campos@camposvieira.adv.br',
    title: 'Advogada trabalhista e previdenciária',
    summary:
      'Sócia fundadora. Atua desde 2012 em reclamações trabalhistas, aposentadorias, revisões de benefícios e BPC/LOAS, com atendimento próximo a trabalhadores e segurados da Baixada Santista.',
    oab: 'OAB/SP 245.318',
    colors: ['#1f3a5f', '#c8a45d'] as const,
  },
  {
    name: 'Rafael Vieira',
    email: 'rafael.vieira@camposvieira.adv.br',
    title: 'Advogado cível, de família e sucessões',
    summary:
      'Sócio fundador. Dedica-se a contratos, direito do consumidor, questões imobiliárias, divórcios, guarda, pensão alimentícia e inventários, sempre buscando soluções consensuais antes do litígio.',
    oab: 'OAB/SP 287.604',
    colors: ['#3b2f2f', '#d9b77e'] as const,
  },
] as const;

export type DemoSection = [SectionType, string];
export type DemoPost = {
  title: string;
  category: DemoCategory;
  /** 0 = Helena, 1 = Rafael */
  author: 0 | 1;
  /** Days before the seed; negative = scheduled in the future. */
  daysAgo: number;
  imageAlt: string;
  sections: DemoSection[];
};

const list = (...items: string[]) => items.join('\n');

export const demoPosts: DemoPost[] = [
  {
    title: 'Demissão sem justa causa: quais são os seus direitos?',
    category: 'Direito Trabalhista',
    author: 0,
    daysAgo: 3,
    imageAlt: 'Ilustração em tons de azul com documentos sobre uma mesa de escritório',
    sections: [
      [
        'paragraph',
        'Ser dispensado sem justa causa é um momento difícil, mas a lei garante ao trabalhador uma série de verbas que precisam ser pagas em até dez dias após o fim do contrato. Conhecer esses direitos evita prejuízos e ajuda a conferir o termo de rescisão com tranquilidade.',
      ],
      ['subtitle', 'O que deve constar na rescisão'],
      [
        'unordered_list',
        list(
          'Saldo de salário dos dias trabalhados no mês',
          'Aviso prévio trabalhado ou indenizado, proporcional ao tempo de casa',
          '13º salário proporcional',
          'Férias vencidas e proporcionais, acrescidas de um terço',
          'Saque do FGTS com multa de 40% sobre o saldo',
        ),
      ],
      ['subtitle', 'Seguro-desemprego'],
      [
        'paragraph',
        'Quem foi dispensado sem justa causa e cumpre o tempo mínimo de trabalho exigido pode pedir o seguro-desemprego entre o 7º e o 120º dia após a dispensa, pelo aplicativo Carteira de Trabalho Digital ou nas unidades de atendimento.',
      ],
      ['subsubtitle', 'E se a empresa não pagar no prazo?'],
      [
        'paragraph',
        'O atraso no pagamento das verbas rescisórias gera multa equivalente a um salário do empregado. Guarde o termo de rescisão, os contracheques e os extratos do FGTS: são os documentos que comprovam o que foi ou não pago.',
      ],
    ],
  },
  {
    title: 'Horas extras e banco de horas: como funciona a compensação',
    category: 'Direito Trabalhista',
    author: 0,
    daysAgo: 24,
    imageAlt: 'Ilustração de um relógio sobre fundo azul-marinho',
    sections: [
      [
        'paragraph',
        'A jornada padrão é de oito horas diárias e quarenta e quatro semanais. O que passar disso é hora extra e deve ser paga com adicional de, no mínimo, 50% — salvo quando compensada em banco de horas válido.',
      ],
      ['title', 'Banco de horas'],
      [
        'ordered_list',
        list(
          'Acordo individual escrito: compensação em até seis meses',
          'Acordo ou convenção coletiva: compensação em até um ano',
          'Compensação no mesmo mês: admitida até por acordo tácito',
        ),
      ],
      [
        'paragraph',
        'Horas não compensadas no prazo devem ser pagas como extras. Anote seus horários ou tire fotos do registro de ponto: em uma eventual ação, esses registros fazem diferença.',
      ],
    ],
  },
  {
    title: 'Aposentadoria por idade: requisitos depois da Reforma da Previdência',
    category: 'Direito Previdenciário',
    author: 0,
    daysAgo: 6,
    imageAlt: 'Ilustração em tons dourados com um calendário e moedas',
    sections: [
      [
        'paragraph',
        'Desde a Emenda Constitucional 103/2019, a aposentadoria por idade exige idade mínima e tempo de contribuição. Para quem já contribuía antes da reforma, há regras de transição que podem ser mais vantajosas.',
      ],
      ['subtitle', 'Requisitos gerais'],
      [
        'unordered_list',
        list(
          'Mulheres: 62 anos de idade e 15 anos de contribuição',
          'Homens: 65 anos de idade e 20 anos de contribuição (15 anos para quem já era filiado)',
          'Carência mínima de 180 contribuições mensais',
        ),
      ],
      ['image', ''],
      ['subsubtitle', 'Vale a pena revisar o CNIS'],
      [
        'paragraph',
        'O Cadastro Nacional de Informações Sociais (CNIS) costuma ter vínculos faltando ou salários errados. Corrigir essas falhas antes do pedido evita indeferimentos e aumenta o valor do benefício.',
      ],
    ],
  },
  {
    title: 'BPC/LOAS: quem tem direito ao benefício assistencial',
    category: 'Direito Previdenciário',
    author: 0,
    daysAgo: 41,
    imageAlt: 'Ilustração em tons dourados de mãos acolhendo uma casa',
    sections: [
      [
        'paragraph',
        'O Benefício de Prestação Continuada garante um salário mínimo por mês à pessoa idosa com 65 anos ou mais e à pessoa com deficiência que não tenham meios de se sustentar. Não é preciso ter contribuído para o INSS.',
      ],
      ['subtitle', 'Documentos para o pedido'],
      [
        'ordered_list',
        list(
          'Inscrição atualizada no CadÚnico',
          'Documento de identidade e CPF de todos da família',
          'Laudos e exames médicos, no caso de deficiência',
          'Comprovante de residência',
        ),
      ],
      [
        'paragraph',
        'A renda por pessoa da família é analisada caso a caso: gastos com remédios, fraldas e tratamentos podem ser considerados. Um indeferimento pode ser revisto na Justiça Federal.',
      ],
    ],
  },
  {
    title: 'Compras pela internet: direito de arrependimento em 7 dias',
    category: 'Direito Civil',
    author: 1,
    daysAgo: 9,
    imageAlt: 'Ilustração em verde de um carrinho de compras e uma tela de celular',
    sections: [
      [
        'paragraph',
        'O Código de Defesa do Consumidor permite desistir de compras feitas fora do estabelecimento comercial — pela internet, telefone ou catálogo — em até sete dias a contar do recebimento do produto, sem precisar justificar.',
      ],
      ['subtitle', 'Como exercer o direito'],
      [
        'ordered_list',
        list(
          'Comunique a desistência por escrito (e-mail ou chat) e guarde o protocolo',
          'Devolva o produto conforme as instruções da loja',
          'Exija a devolução integral do valor, inclusive do frete',
        ),
      ],
      [
        'paragraph',
        'Se a loja se recusar, registre reclamação no Procon ou na plataforma consumidor.gov.br. Persistindo o problema, o Juizado Especial Cível resolve causas de até 20 salários mínimos sem necessidade de advogado.',
      ],
    ],
  },
  {
    title: 'Negativação indevida: quando cabe indenização por dano moral',
    category: 'Direito Civil',
    author: 1,
    daysAgo: 33,
    imageAlt: 'Ilustração em verde de um cartão de crédito com um alerta',
    sections: [
      [
        'paragraph',
        'Ter o nome incluído em cadastros de inadimplentes por uma dívida inexistente, já paga ou sem aviso prévio gera, em regra, direito à indenização por dano moral, além da retirada imediata da restrição.',
      ],
      ['subtitle', 'Provas importantes'],
      [
        'unordered_list',
        list(
          'Consulta do Serasa ou SPC mostrando a anotação',
          'Comprovantes de pagamento ou de cancelamento do contrato',
          'Protocolos de atendimento com a empresa',
        ),
      ],
      ['image', ''],
      [
        'paragraph',
        'Quem já tinha outras anotações legítimas pode não receber indenização, conforme a Súmula 385 do STJ, mas continua tendo direito ao cancelamento do registro indevido.',
      ],
    ],
  },
  {
    title: 'Guarda compartilhada: como funciona na prática',
    category: 'Direito de Família',
    author: 1,
    daysAgo: 12,
    imageAlt: 'Ilustração em tons de terracota de uma família de mãos dadas',
    sections: [
      [
        'paragraph',
        'Desde 2014, a guarda compartilhada é a regra no Brasil, mesmo quando os pais não se entendem bem. Ela divide responsabilidades e decisões sobre a vida dos filhos — não necessariamente o tempo de convivência em partes iguais.',
      ],
      ['title', 'Guarda não é convivência'],
      [
        'paragraph',
        'A criança tem uma residência de referência, e o plano de convivência define dias, feriados e férias com cada genitor. Um plano claro evita conflitos e protege a rotina dos filhos.',
      ],
      [
        'unordered_list',
        list(
          'Decisões sobre escola, saúde e religião são tomadas em conjunto',
          'Os dois genitores têm acesso às informações escolares e médicas',
          'A pensão alimentícia continua devida, conforme as necessidades e possibilidades',
        ),
      ],
    ],
  },
  {
    title: 'Inventário extrajudicial: partilha de bens em cartório',
    category: 'Direito de Família',
    author: 1,
    daysAgo: 52,
    imageAlt: 'Ilustração em terracota de uma chave sobre documentos',
    sections: [
      [
        'paragraph',
        'Quando todos os herdeiros estão de acordo, o inventário pode ser feito em cartório, por escritura pública, em semanas — e não em anos, como costuma acontecer na via judicial. A presença de advogado é obrigatória.',
      ],
      ['subtitle', 'Passo a passo'],
      [
        'ordered_list',
        list(
          'Reunir certidões do falecido, dos herdeiros e dos bens',
          'Calcular e recolher o ITCMD (no Estado de São Paulo, 4%)',
          'Assinar a escritura de inventário e partilha no tabelionato',
          'Registrar a partilha no cartório de imóveis e nos demais órgãos',
        ),
      ],
      ['subsubtitle', 'Atenção ao prazo'],
      [
        'paragraph',
        'O inventário deve ser aberto em até 60 dias do falecimento. Depois disso, o Estado de São Paulo cobra multa sobre o imposto devido.',
      ],
    ],
  },
  {
    title: 'Usucapião: como regularizar o imóvel em que você mora há anos',
    category: 'Direito Imobiliário',
    author: 1,
    daysAgo: 18,
    imageAlt: 'Ilustração em tons de verde-oliva de uma casa com jardim',
    sections: [
      [
        'paragraph',
        'Quem ocupa um imóvel como dono, de forma mansa e pacífica, por tempo suficiente, pode obter a propriedade por usucapião — inclusive em cartório, sem processo judicial, quando não há oposição.',
      ],
      ['subtitle', 'Prazos mais comuns'],
      [
        'unordered_list',
        list(
          'Extraordinária: 15 anos, ou 10 se houver moradia ou obras produtivas',
          'Ordinária: 10 anos, com justo título e boa-fé',
          'Especial urbana: 5 anos, imóvel de até 250 m² usado como moradia',
        ),
      ],
      ['image', ''],
      [
        'paragraph',
        'Contas de consumo, carnês de IPTU, fotos antigas e declarações de vizinhos ajudam a provar a posse ao longo do tempo.',
      ],
    ],
  },
  {
    title: 'Distrato na compra de imóvel na planta: o que a lei permite reter',
    category: 'Direito Imobiliário',
    author: 1,
    daysAgo: 63,
    imageAlt: 'Ilustração em verde-oliva de um prédio em construção',
    sections: [
      [
        'paragraph',
        'A Lei 13.786/2018 fixou limites para a retenção de valores quando o comprador desiste de um imóvel na planta. Conhecer esses limites evita aceitar propostas de devolução abaixo do devido.',
      ],
      [
        'unordered_list',
        list(
          'Até 25% do valor pago, nos contratos comuns',
          'Até 50% quando o empreendimento está em patrimônio de afetação',
          'Comissão de corretagem pode ser descontada se prevista no contrato',
        ),
      ],
      [
        'paragraph',
        'Se o atraso na entrega for da construtora, a situação se inverte: o comprador pode desistir e receber tudo o que pagou, com correção.',
      ],
    ],
  },
  {
    title: 'LGPD para pequenas empresas: primeiros passos',
    category: 'Compliance Empresarial',
    author: 0,
    daysAgo: 27,
    imageAlt: 'Ilustração em cinza-azulado de um cadeado sobre uma pasta de arquivos',
    sections: [
      [
        'paragraph',
        'A Lei Geral de Proteção de Dados vale também para pequenos negócios. A ANPD simplificou algumas obrigações para agentes de pequeno porte, mas o cuidado com os dados de clientes e empregados continua indispensável.',
      ],
      ['subtitle', 'Por onde começar'],
      [
        'ordered_list',
        list(
          'Mapear quais dados pessoais a empresa coleta e por quê',
          'Eliminar o que não é necessário',
          'Definir quem atende aos pedidos dos titulares',
          'Adotar medidas simples de segurança: senhas fortes, backups e acesso restrito',
        ),
      ],
      [
        'paragraph',
        'Um incidente com dados pode gerar sanções e, principalmente, perda de confiança. Prevenir custa muito menos do que remediar.',
      ],
    ],
  },
  {
    title: 'Canal de denúncias: por que sua empresa precisa de um',
    category: 'Compliance Empresarial',
    author: 0,
    daysAgo: 74,
    imageAlt: 'Ilustração em cinza-azulado de um balão de conversa com um escudo',
    sections: [
      [
        'paragraph',
        'Desde 2023, empresas com CIPA devem manter canais para denúncias de assédio. Mais do que cumprir a lei, um canal confiável revela problemas cedo e protege empregados e gestores.',
      ],
      ['title', 'Características de um bom canal'],
      [
        'unordered_list',
        list(
          'Possibilidade de denúncia anônima',
          'Garantia de não retaliação',
          'Apuração por pessoas independentes da área denunciada',
          'Resposta ao denunciante sobre o andamento',
        ),
      ],
    ],
  },
  {
    title: 'Revisão da vida toda: o que mudou e quem ainda pode pedir revisão',
    category: 'Direito Previdenciário',
    author: 0,
    daysAgo: -5,
    imageAlt: 'Ilustração em tons dourados de uma balança',
    sections: [
      [
        'paragraph',
        'Post agendado: explica o estado atual das revisões de benefícios previdenciários e quais caminhos continuam abertos para aposentados.',
      ],
    ],
  },
];
