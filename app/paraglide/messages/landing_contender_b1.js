/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Contender_B1Inputs */

const en_landing_contender_b1 = /** @type {(inputs: Landing_Contender_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The licensed PC café game library on every machine`)
};

const de_landing_contender_b1 = /** @type {(inputs: Landing_Contender_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die lizenzierte PC-Café-Spielebibliothek auf jedem Rechner`)
};

const fr_landing_contender_b1 = /** @type {(inputs: Landing_Contender_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ludothèque PC café sous licence sur chaque machine`)
};

const es_landing_contender_b1 = /** @type {(inputs: Landing_Contender_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La biblioteca de juegos con licencia para PC cafés en cada equipo`)
};

const pt_br2_landing_contender_b1 = /** @type {(inputs: Landing_Contender_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A biblioteca de jogos licenciada para PC cafés em cada máquina`)
};

const ja_landing_contender_b1 = /** @type {(inputs: Landing_Contender_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべてのPCにライセンス済みPCカフェ向けゲームライブラリ`)
};

const ko_landing_contender_b1 = /** @type {(inputs: Landing_Contender_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 PC에 라이선스 PC방 게임 라이브러리`)
};

/**
* | output |
* | --- |
* | "The licensed PC café game library on every machine" |
*
* @param {Landing_Contender_B1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_contender_b1 = /** @type {((inputs?: Landing_Contender_B1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Contender_B1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_contender_b1(inputs)
	if (locale === "fr") return fr_landing_contender_b1(inputs)
	if (locale === "es") return es_landing_contender_b1(inputs)
	if (locale === "pt-BR") return pt_br2_landing_contender_b1(inputs)
	if (locale === "ja") return ja_landing_contender_b1(inputs)
	if (locale === "ko") return ko_landing_contender_b1(inputs)
	return en_landing_contender_b1(inputs)
});