import type { LucideIcon } from 'lucide-react';
import { BriefcaseBusiness, HeartHandshake, House, Landmark, Scale, Users } from 'lucide-react';

export interface PracticeArea {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The firm's practice areas, described by what a visitor may be going through. */
export const practiceAreas: PracticeArea[] = [
  {
    title: 'Direito Trabalhista',
    description:
      'Demissão e verbas rescisórias, horas extras, FGTS não depositado, assédio, acidente e doença relacionados ao trabalho.',
    icon: BriefcaseBusiness,
  },
  {
    title: 'Direito Previdenciário',
    description:
      'Aposentadorias, revisões de benefício, auxílio por incapacidade e pensão por morte junto ao INSS, do pedido ao recurso.',
    icon: Landmark,
  },
  {
    title: 'BPC/LOAS',
    description:
      'Benefício assistencial de um salário mínimo para idosos a partir de 65 anos e pessoas com deficiência de baixa renda.',
    icon: HeartHandshake,
  },
  {
    title: 'Direito Civil e do Consumidor',
    description:
      'Contratos, cobranças indevidas, nome negativado sem motivo, produtos com defeito e serviços que não foram prestados.',
    icon: Scale,
  },
  {
    title: 'Direito Imobiliário',
    description: 'Usucapião, regularização de imóveis, compra e venda, locação e problemas com construtoras.',
    icon: House,
  },
  {
    title: 'Família e Sucessões',
    description: 'Divórcio, guarda e convivência, pensão alimentícia, inventário, partilha e testamento.',
    icon: Users,
  },
];
