/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Pc_Note2Inputs */

const en_home_pc_note2 = /** @type {(inputs: Home_Pc_Note2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New games are added bi-weekly.`)
};

const de_home_pc_note2 = /** @type {(inputs: Home_Pc_Note2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle zwei Wochen kommen neue Spiele hinzu.`)
};

const fr_home_pc_note2 = /** @type {(inputs: Home_Pc_Note2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nouveaux jeux sont ajoutés toutes les deux semaines.`)
};

const es_home_pc_note2 = /** @type {(inputs: Home_Pc_Note2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se añaden juegos nuevos cada dos semanas.`)
};

const pt_br2_home_pc_note2 = /** @type {(inputs: Home_Pc_Note2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novos jogos são adicionados a cada duas semanas.`)
};

const ja_home_pc_note2 = /** @type {(inputs: Home_Pc_Note2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいゲームは隔週で追加されます。`)
};

const ko_home_pc_note2 = /** @type {(inputs: Home_Pc_Note2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`새 게임이 2주마다 추가됩니다.`)
};

/**
* | output |
* | --- |
* | "New games are added bi-weekly." |
*
* @param {Home_Pc_Note2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const home_pc_note2 = /** @type {((inputs?: Home_Pc_Note2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Pc_Note2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_pc_note2(inputs)
	if (locale === "fr") return fr_home_pc_note2(inputs)
	if (locale === "es") return es_home_pc_note2(inputs)
	if (locale === "pt-BR") return pt_br2_home_pc_note2(inputs)
	if (locale === "ja") return ja_home_pc_note2(inputs)
	if (locale === "ko") return ko_home_pc_note2(inputs)
	return en_home_pc_note2(inputs)
});