/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Rights_HeadingInputs */

const en_prv_rights_heading = /** @type {(inputs: Prv_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your rights`)
};

const de_prv_rights_heading = /** @type {(inputs: Prv_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Rechte`)
};

const fr_prv_rights_heading = /** @type {(inputs: Prv_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos droits`)
};

const es_prv_rights_heading = /** @type {(inputs: Prv_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus derechos`)
};

const pt_br2_prv_rights_heading = /** @type {(inputs: Prv_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seus direitos`)
};

const ja_prv_rights_heading = /** @type {(inputs: Prv_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたの権利`)
};

const ko_prv_rights_heading = /** @type {(inputs: Prv_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이용자의 권리`)
};

/**
* | output |
* | --- |
* | "Your rights" |
*
* @param {Prv_Rights_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_rights_heading = /** @type {((inputs?: Prv_Rights_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Rights_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_rights_heading(inputs)
	if (locale === "fr") return fr_prv_rights_heading(inputs)
	if (locale === "es") return es_prv_rights_heading(inputs)
	if (locale === "pt-BR") return pt_br2_prv_rights_heading(inputs)
	if (locale === "ja") return ja_prv_rights_heading(inputs)
	if (locale === "ko") return ko_prv_rights_heading(inputs)
	return en_prv_rights_heading(inputs)
});