/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Meta_TitleInputs */

const en_prv_meta_title = /** @type {(inputs: Prv_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

const de_prv_meta_title = /** @type {(inputs: Prv_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzerklärung`)
};

const fr_prv_meta_title = /** @type {(inputs: Prv_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

const es_prv_meta_title = /** @type {(inputs: Prv_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidad`)
};

const pt_br2_prv_meta_title = /** @type {(inputs: Prv_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidade`)
};

const ja_prv_meta_title = /** @type {(inputs: Prv_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プライバシーポリシー`)
};

const ko_prv_meta_title = /** @type {(inputs: Prv_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`개인정보 처리방침`)
};

/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Prv_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_meta_title = /** @type {((inputs?: Prv_Meta_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Meta_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_meta_title(inputs)
	if (locale === "fr") return fr_prv_meta_title(inputs)
	if (locale === "es") return es_prv_meta_title(inputs)
	if (locale === "pt-BR") return pt_br2_prv_meta_title(inputs)
	if (locale === "ja") return ja_prv_meta_title(inputs)
	if (locale === "ko") return ko_prv_meta_title(inputs)
	return en_prv_meta_title(inputs)
});