export interface PostRow {
  id: number;
  title: string;
  date: string;
  category: string;
  readingTime: string;
  author: string;
}

export const postRows: PostRow[] = [
  {
    id: 1,
    title: 'Demitido sem justa causa: quais são os seus direitos',
    date: '15/03/2026',
    category: 'Direito Trabalhista',
    readingTime: '6 min',
    author: 'Maria Souza',
  },
  {
    id: 2,
    title: 'BPC/LOAS: quem tem direito e como pedir',
    date: '02/03/2026',
    category: 'Direito Previdenciário',
    readingTime: '8 min',
    author: 'João Pereira',
  },
  {
    id: 3,
    title: 'Inventário extrajudicial em cartório: passo a passo',
    date: '20/02/2026',
    category: '-',
    readingTime: '5 min',
    author: 'Maria Souza',
  },
];

export const longPostRow: PostRow = {
  id: 4,
  title:
    'Aposentadoria por tempo de contribuição: regras de transição da Reforma da Previdência para quem já estava perto de se aposentar',
  date: '10/02/2026',
  category: 'Direito Previdenciário',
  readingTime: '12 min',
  author: 'Ana Beatriz Carvalho de Oliveira',
};
