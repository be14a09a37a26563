import type { Post, PostAuthor, PostSection, PostSummary, Tag } from '@firm/contract';
import { demoImage } from './demoImages.fixtures';
import { editorialTeam, helenaDuarte, lucasFerreira, marianaCampos, rafaelVieira } from './people.fixtures';

export const tags = {
  trabalhista: { id: 1, name: 'Direito Trabalhista' },
  previdenciario: { id: 2, name: 'Direito Previdenciário' },
  civil: { id: 3, name: 'Direito Civil' },
  familia: { id: 4, name: 'Direito de Família' },
  imobiliario: { id: 5, name: 'Direito Imobiliário' },
  consumidor: { id: 6, name: 'Direito do Consumidor' },
} satisfies Record<string, Tag>;

export const allTags: Tag[] = Object.values(tags);

interface SummarySeed {
  id: number;
  slug: string;
  title: string;
  tag: Tag;
  date: string;
  reading: number;
  author: PostAuthor;
  excerpt: string;
  imageSeed: number | null;
  imageAlt?: string;
}

function summary(seed: SummarySeed): PostSummary {
  const image = seed.imageSeed === null ? null : demoImage(seed.imageSeed);
  return {
    id: seed.id,
    slug: seed.slug,
    title: seed.title,
    image: image?.url ?? null,
    image_alt: seed.imageAlt ?? '',
    image_info: image?.info ?? null,
    tags: [seed.tag],
    published_at: `${seed.date}T13:00:00.000Z`,
    reading_time: `${seed.reading} min de leitura`,
    user: 1,
    author: seed.author,
    created_at: `${seed.date}T12:00:00.000Z`,
    updated_at: `${seed.date}T13:00:00.000Z`,
    excerpt: seed.excerpt,
    user_name: seed.author.name,
  };
}

export const rescisaoSummary = summary({
  id: 7,
  slug: 'rescisao-trabalhista-verbas-demissao-sem-justa-causa',
  title: 'Rescisão trabalhista: o que você deve receber ao ser demitido sem justa causa',
  tag: tags.trabalhista,
  date: '2025-03-12',
  reading: 7,
  author: marianaCampos,
  imageSeed: 1,
  imageAlt: 'Ilustração de um termo de rescisão sobre fundo azul-marinho',
  excerpt:
    'Ser demitido traz muitas dúvidas de uma vez. Explicamos, em linguagem simples, quais verbas a empresa deve pagar, em quanto tempo e quais documentos você precisa receber para sacar o FGTS e pedir o seguro-desemprego.',
});

export const aposentadoriaSummary = summary({
  id: 6,
  slug: 'aposentadoria-inss-regras-de-transicao',
  title: 'Aposentadoria pelo INSS: as regras de transição explicadas passo a passo',
  tag: tags.previdenciario,
  date: '2025-02-26',
  reading: 9,
  author: lucasFerreira,
  imageSeed: 0,
  excerpt:
    'Quem já contribuía antes da Reforma da Previdência pode se aposentar por uma das regras de transição. Veja como funcionam a idade mínima progressiva, o pedágio de 50% e o de 100%, e como conferir o seu CNIS.',
});

export const bpcSummary = summary({
  id: 5,
  slug: 'bpc-loas-quem-tem-direito',
  title: 'BPC/LOAS: quem tem direito ao benefício de um salário mínimo',
  tag: tags.previdenciario,
  date: '2025-02-10',
  reading: 6,
  author: lucasFerreira,
  imageSeed: 3,
  excerpt:
    'O Benefício de Prestação Continuada é pago a idosos a partir de 65 anos e a pessoas com deficiência de baixa renda, mesmo sem contribuição ao INSS. Entenda o critério de renda e como fazer o pedido.',
});

export const inventarioSummary = summary({
  id: 4,
  slug: 'inventario-extrajudicial-em-cartorio',
  title: 'Inventário em cartório: quando é possível e quais documentos reunir',
  tag: tags.familia,
  date: '2025-01-28',
  reading: 8,
  author: helenaDuarte,
  imageSeed: 5,
  excerpt:
    'Quando todos os herdeiros são maiores e estão de acordo, o inventário pode ser feito em cartório, de forma mais rápida. Veja os requisitos, o prazo para abrir o inventário e a lista de documentos.',
});

export const consumidorSummary = summary({
  id: 3,
  slug: 'cobranca-indevida-codigo-de-defesa-do-consumidor',
  title: 'Cobrança indevida: como agir pelo Código de Defesa do Consumidor',
  tag: tags.consumidor,
  date: '2025-01-15',
  reading: 5,
  author: rafaelVieira,
  imageSeed: null,
  excerpt:
    'Recebeu uma cobrança de um serviço que não contratou ou de uma dívida já paga? O Código de Defesa do Consumidor prevê a devolução em dobro do valor pago indevidamente. Saiba como reunir provas e reclamar.',
});

export const usucapiaoSummary = summary({
  id: 2,
  slug: 'usucapiao-regularizar-imovel',
  title: 'Usucapião: como regularizar o imóvel em que você mora há anos',
  tag: tags.imobiliario,
  date: '2024-12-04',
  reading: 8,
  author: rafaelVieira,
  imageSeed: 4,
  excerpt:
    'Morar por muitos anos em um imóvel sem escritura pode dar direito à propriedade. Conheça as modalidades de usucapião, os prazos de cada uma e a possibilidade de fazer o pedido em cartório.',
});

/** A title long enough to wrap over four lines on a phone. */
export const longTitleSummary = summary({
  id: 8,
  slug: 'demitido-durante-auxilio-doenca-sem-verbas-rescisorias',
  title:
    'Fui demitido logo depois de voltar do auxílio por incapacidade, a empresa não pagou as verbas rescisórias nem liberou o FGTS: o que diz a lei e quais são os prazos para agir',
  tag: tags.trabalhista,
  date: '2025-03-20',
  reading: 11,
  author: editorialTeam,
  imageSeed: 2,
  excerpt:
    'Depois do retorno de um afastamento pelo INSS, o trabalhador pode ter garantia de emprego, e a falta de pagamento das verbas rescisórias no prazo legal gera multa. Explicamos cada situação, os documentos que ajudam a provar o que aconteceu e o prazo de dois anos para entrar com a ação.',
});

export const pensaoSummary = summary({
  id: 1,
  slug: 'pensao-alimenticia-calculo-e-atraso',
  title: 'Pensão alimentícia: como é calculada e o que fazer quando não é paga',
  tag: tags.familia,
  date: '2024-11-19',
  reading: 6,
  author: helenaDuarte,
  imageSeed: 0,
  excerpt:
    'O valor da pensão considera as necessidades de quem recebe e as possibilidades de quem paga. Quando há atraso, é possível cobrar os meses em aberto na Justiça, inclusive com pedido de prisão civil.',
});

/** Newest first, as the API lists them. */
export const postSummaries: PostSummary[] = [
  rescisaoSummary,
  aposentadoriaSummary,
  bpcSummary,
  inventarioSummary,
  consumidorSummary,
  usucapiaoSummary,
];

/** The second page of the blog list (after 'Carregar mais'). */
export const secondPage: PostSummary[] = [longTitleSummary, pensaoSummary];

/** Posts without a main image: cards show a quiet placeholder. */
export const postSummariesWithoutImages: PostSummary[] = postSummaries.map((post) => ({
  ...post,
  image: null,
  image_info: null,
}));

let sectionId = 100;
function section(
  post: number,
  order: number,
  type: PostSection['type'],
  content: string,
  image?: { url: string; alt: string; info: PostSection['image_info'] },
): PostSection {
  sectionId += 1;
  return {
    id: sectionId,
    post,
    type,
    content,
    order,
    image: image?.url ?? null,
    image_alt: image?.alt ?? '',
    image_info: image?.info ?? null,
  };
}

const rescisaoFigure = demoImage(5);

/** A post with every section type (and the legacy 'list', which the server may still hold). */
export const rescisaoPost: Post = {
  ...(({ excerpt: _excerpt, user_name: _userName, ...rest }) => rest)(rescisaoSummary),
  sections: [
    section(
      7,
      0,
      'paragraph',
      'Ser demitido é um momento de insegurança: a renda para, as contas continuam e surgem muitas dúvidas ao mesmo tempo. Saber o que a lei garante ajuda a conferir o acerto com calma e a perceber quando algo ficou de fora.',
    ),
    section(7, 1, 'title', 'Quais verbas entram na rescisão'),
    section(
      7,
      2,
      'paragraph',
      'Na dispensa sem justa causa, o trabalhador com carteira assinada tem direito a um conjunto de verbas que aparecem discriminadas no Termo de Rescisão do Contrato de Trabalho (TRCT). Confira cada uma delas:',
    ),
    section(
      7,
      3,
      'unordered_list',
      'Saldo de salário pelos dias trabalhados no mês da saída\nAviso prévio trabalhado ou indenizado: 30 dias, mais 3 dias por ano completo de serviço, até o limite de 90 dias\n\nFérias vencidas e proporcionais, sempre acrescidas de um terço\n13º salário proporcional aos meses trabalhados no ano\nMulta de 40% sobre o saldo do FGTS depositado durante o contrato',
    ),
    section(7, 4, 'subtitle', 'Prazo para o pagamento'),
    section(
      7,
      5,
      'paragraph',
      'A empresa tem até 10 dias corridos, contados do fim do contrato, para pagar as verbas e entregar os documentos (art. 477, § 6º, da CLT). Se atrasar, deve pagar uma multa equivalente a um salário do trabalhador.',
    ),
    section(7, 6, 'image', '', {
      url: rescisaoFigure.url,
      alt: 'Ilustração de um calendário com a data limite de pagamento destacada',
      info: rescisaoFigure.info,
    }),
    section(7, 7, 'subsubtitle', 'Documentos que você deve receber'),
    section(
      7,
      8,
      'ordered_list',
      'Termo de Rescisão do Contrato de Trabalho (TRCT)\nChave de conectividade ou extrato para o saque do FGTS\nComunicação de dispensa para pedir o seguro-desemprego\nBaixa na Carteira de Trabalho Digital',
    ),
    section(7, 9, 'subtitle', 'Cuidados antes de assinar'),
    {
      ...section(
        7,
        10,
        'unordered_list',
        'Confira se as horas extras e os adicionais habituais entraram no cálculo\nGuarde holerites, cartões de ponto e mensagens trocadas com a empresa\nVocê pode assinar o termo e, mesmo assim, questionar valores depois',
      ),
      // Older posts were saved with the UI's name for bulleted lists.
      type: 'list' as PostSection['type'],
    },
    section(
      7,
      11,
      'paragraph',
      'Você tem até dois anos depois da saída da empresa para entrar com uma ação trabalhista, podendo cobrar direitos dos últimos cinco anos. Este texto é informativo e não substitui a análise do seu caso por um advogado.',
    ),
  ],
};

/** The same post without a main image or figures. */
export const rescisaoPostWithoutImages: Post = {
  ...rescisaoPost,
  image: null,
  image_info: null,
  sections: rescisaoPost.sections.filter((s) => s.type !== 'image'),
};

/** A short post with a very long title, written by an author without OAB registration. */
export const longTitlePost: Post = {
  ...(({ excerpt: _excerpt, user_name: _userName, ...rest }) => rest)(longTitleSummary),
  image_alt: '',
  sections: [
    section(
      8,
      0,
      'paragraph',
      'Quem volta ao trabalho depois de um afastamento por acidente de trabalho tem garantia de emprego de 12 meses (art. 118 da Lei 8.213/1991). Se a dispensa ocorrer nesse período, é possível pedir a reintegração ou a indenização correspondente.',
    ),
    section(8, 1, 'title', 'O que fazer agora'),
    section(
      8,
      2,
      'ordered_list',
      'Reúna o comunicado de dispensa e os documentos do afastamento\nPeça o extrato do FGTS no aplicativo oficial\nProcure orientação jurídica antes de fechar qualquer acordo',
    ),
  ],
};
