/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Colleges_MetaInputs */

const en_types_colleges_meta = /** @type {(inputs: Types_Colleges_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring licensed PC games to your college esports room or student lounge, with local caching, bi-weekly new games and students' own accounts.`)
};

const de_types_colleges_meta = /** @type {(inputs: Types_Colleges_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bringen Sie lizenzierte PC-Spiele in den E-Sport-Raum oder die Studierenden-Lounge Ihrer Hochschule – mit lokalem Caching, neuen Spielen alle zwei Wochen und den eigenen Konten der Studierenden.`)
};

const fr_types_colleges_meta = /** @type {(inputs: Types_Colleges_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apportez des jeux PC sous licence dans la salle d’esport ou le foyer de votre université, avec cache local, nouveaux jeux toutes les deux semaines et comptes personnels des étudiants.`)
};

const es_types_colleges_meta = /** @type {(inputs: Types_Colleges_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lleva juegos de PC con licencia a la sala de esports o la zona de estudiantes de tu universidad, con caché local, juegos nuevos cada dos semanas y las cuentas propias de los estudiantes.`)
};

const pt_br2_types_colleges_meta = /** @type {(inputs: Types_Colleges_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leve jogos de PC licenciados para a sala de esports ou o espaço de convivência da sua faculdade, com cache local, novos jogos a cada duas semanas e as contas dos próprios alunos.`)
};

const ja_types_colleges_meta = /** @type {(inputs: Types_Colleges_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大学のeスポーツルームや学生ラウンジに、ローカルキャッシュ、隔週の新作、学生自身のアカウントで使えるライセンス済みPCゲームを。`)
};

const ko_types_colleges_meta = /** @type {(inputs: Types_Colleges_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대학 e스포츠실이나 학생 라운지에 로컬 캐싱, 2주마다 새 게임, 학생 개인 계정을 지원하는 라이선스 PC 게임을 제공하세요.`)
};

/**
* | output |
* | --- |
* | "Bring licensed PC games to your college esports room or student lounge, with local caching, bi-weekly new games and students' own accounts." |
*
* @param {Types_Colleges_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_colleges_meta = /** @type {((inputs?: Types_Colleges_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Colleges_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_colleges_meta(inputs)
	if (locale === "fr") return fr_types_colleges_meta(inputs)
	if (locale === "es") return es_types_colleges_meta(inputs)
	if (locale === "pt-BR") return pt_br2_types_colleges_meta(inputs)
	if (locale === "ja") return ja_types_colleges_meta(inputs)
	if (locale === "ko") return ko_types_colleges_meta(inputs)
	return en_types_colleges_meta(inputs)
});