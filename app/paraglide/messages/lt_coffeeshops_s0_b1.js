/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Coffeeshops_S0_B1Inputs */

const en_lt_coffeeshops_s0_b1 = /** @type {(inputs: Lt_Coffeeshops_S0_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatic game library and updates, with new games bi-weekly`)
};

const de_lt_coffeeshops_s0_b1 = /** @type {(inputs: Lt_Coffeeshops_S0_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatische Spielebibliothek und Updates, mit neuen Spielen alle zwei Wochen`)
};

const fr_lt_coffeeshops_s0_b1 = /** @type {(inputs: Lt_Coffeeshops_S0_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ludothèque et mises à jour automatiques, avec de nouveaux jeux toutes les deux semaines`)
};

const es_lt_coffeeshops_s0_b1 = /** @type {(inputs: Lt_Coffeeshops_S0_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biblioteca de juegos y actualizaciones automáticas, con juegos nuevos cada dos semanas`)
};

const pt_br2_lt_coffeeshops_s0_b1 = /** @type {(inputs: Lt_Coffeeshops_S0_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biblioteca de jogos e atualizações automáticas, com novos jogos a cada duas semanas`)
};

const ja_lt_coffeeshops_s0_b1 = /** @type {(inputs: Lt_Coffeeshops_S0_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ゲームライブラリと更新は自動、新しいゲームは隔週で追加`)
};

const ko_lt_coffeeshops_s0_b1 = /** @type {(inputs: Lt_Coffeeshops_S0_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게임 라이브러리와 업데이트는 자동, 새 게임은 2주마다 추가`)
};

/**
* | output |
* | --- |
* | "Automatic game library and updates, with new games bi-weekly" |
*
* @param {Lt_Coffeeshops_S0_B1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_coffeeshops_s0_b1 = /** @type {((inputs?: Lt_Coffeeshops_S0_B1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Coffeeshops_S0_B1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_coffeeshops_s0_b1(inputs)
	if (locale === "fr") return fr_lt_coffeeshops_s0_b1(inputs)
	if (locale === "es") return es_lt_coffeeshops_s0_b1(inputs)
	if (locale === "pt-BR") return pt_br2_lt_coffeeshops_s0_b1(inputs)
	if (locale === "ja") return ja_lt_coffeeshops_s0_b1(inputs)
	if (locale === "ko") return ko_lt_coffeeshops_s0_b1(inputs)
	return en_lt_coffeeshops_s0_b1(inputs)
});