/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Early_B1Inputs */

const en_landing_early_b1 = /** @type {(inputs: Landing_Early_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The full licensed game library on every machine`)
};

const de_landing_early_b1 = /** @type {(inputs: Landing_Early_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die komplette lizenzierte Spielebibliothek auf jedem Rechner`)
};

const fr_landing_early_b1 = /** @type {(inputs: Landing_Early_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toute la ludothèque sous licence sur chaque machine`)
};

const es_landing_early_b1 = /** @type {(inputs: Landing_Early_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La biblioteca completa de juegos con licencia en cada equipo`)
};

const pt_br2_landing_early_b1 = /** @type {(inputs: Landing_Early_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A biblioteca licenciada completa em cada máquina`)
};

const ja_landing_early_b1 = /** @type {(inputs: Landing_Early_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべてのPCにライセンス済みゲームライブラリを丸ごと`)
};

const ko_landing_early_b1 = /** @type {(inputs: Landing_Early_B1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`모든 PC에 라이선스 게임 라이브러리 전체 제공`)
};

/**
* | output |
* | --- |
* | "The full licensed game library on every machine" |
*
* @param {Landing_Early_B1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_early_b1 = /** @type {((inputs?: Landing_Early_B1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Early_B1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_early_b1(inputs)
	if (locale === "fr") return fr_landing_early_b1(inputs)
	if (locale === "es") return es_landing_early_b1(inputs)
	if (locale === "pt-BR") return pt_br2_landing_early_b1(inputs)
	if (locale === "ja") return ja_landing_early_b1(inputs)
	if (locale === "ko") return ko_landing_early_b1(inputs)
	return en_landing_early_b1(inputs)
});