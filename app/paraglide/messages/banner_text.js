/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_TextInputs */

const en_banner_text = /** @type {(inputs: Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This site is also in English.`)
};

const de_banner_text = /** @type {(inputs: Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite gibt es auch auf Deutsch.`)
};

const fr_banner_text = /** @type {(inputs: Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce site existe aussi en français.`)
};

const es_banner_text = /** @type {(inputs: Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este sitio también está en español.`)
};

const pt_br2_banner_text = /** @type {(inputs: Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este site também está em português.`)
};

const ja_banner_text = /** @type {(inputs: Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このサイトは日本語でもご覧いただけます。`)
};

const ko_banner_text = /** @type {(inputs: Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 사이트는 한국어로도 제공됩니다.`)
};

/**
* | output |
* | --- |
* | "This site is also in English." |
*
* @param {Banner_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const banner_text = /** @type {((inputs?: Banner_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_banner_text(inputs)
	if (locale === "fr") return fr_banner_text(inputs)
	if (locale === "es") return es_banner_text(inputs)
	if (locale === "pt-BR") return pt_br2_banner_text(inputs)
	if (locale === "ja") return ja_banner_text(inputs)
	if (locale === "ko") return ko_banner_text(inputs)
	return en_banner_text(inputs)
});