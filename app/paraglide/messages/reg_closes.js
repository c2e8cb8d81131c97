/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reg_ClosesInputs */

const en_reg_closes = /** @type {(inputs: Reg_ClosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closes`)
};

const de_reg_closes = /** @type {(inputs: Reg_ClosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schließt`)
};

const fr_reg_closes = /** @type {(inputs: Reg_ClosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ferme`)
};

const es_reg_closes = /** @type {(inputs: Reg_ClosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cierra`)
};

const pt_br2_reg_closes = /** @type {(inputs: Reg_ClosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha`)
};

const ja_reg_closes = /** @type {(inputs: Reg_ClosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閉店`)
};

const ko_reg_closes = /** @type {(inputs: Reg_ClosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`마감`)
};

/**
* | output |
* | --- |
* | "Closes" |
*
* @param {Reg_ClosesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const reg_closes = /** @type {((inputs?: Reg_ClosesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reg_ClosesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reg_closes(inputs)
	if (locale === "fr") return fr_reg_closes(inputs)
	if (locale === "es") return es_reg_closes(inputs)
	if (locale === "pt-BR") return pt_br2_reg_closes(inputs)
	if (locale === "ja") return ja_reg_closes(inputs)
	if (locale === "ko") return ko_reg_closes(inputs)
	return en_reg_closes(inputs)
});