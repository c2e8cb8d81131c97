/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_HeadingInputs */

const en_prv_heading = /** @type {(inputs: Prv_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

const de_prv_heading = /** @type {(inputs: Prv_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzerklärung`)
};

const fr_prv_heading = /** @type {(inputs: Prv_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

const es_prv_heading = /** @type {(inputs: Prv_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidad`)
};

const pt_br2_prv_heading = /** @type {(inputs: Prv_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidade`)
};

const ja_prv_heading = /** @type {(inputs: Prv_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プライバシーポリシー`)
};

const ko_prv_heading = /** @type {(inputs: Prv_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`개인정보 처리방침`)
};

/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Prv_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_heading = /** @type {((inputs?: Prv_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_heading(inputs)
	if (locale === "fr") return fr_prv_heading(inputs)
	if (locale === "es") return es_prv_heading(inputs)
	if (locale === "pt-BR") return pt_br2_prv_heading(inputs)
	if (locale === "ja") return ja_prv_heading(inputs)
	if (locale === "ko") return ko_prv_heading(inputs)
	return en_prv_heading(inputs)
});