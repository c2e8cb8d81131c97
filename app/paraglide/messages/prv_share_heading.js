/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Share_HeadingInputs */

const en_prv_share_heading = /** @type {(inputs: Prv_Share_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who we share it with`)
};

const de_prv_share_heading = /** @type {(inputs: Prv_Share_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An wen wir sie weitergeben`)
};

const fr_prv_share_heading = /** @type {(inputs: Prv_Share_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avec qui nous les partageons`)
};

const es_prv_share_heading = /** @type {(inputs: Prv_Share_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con quién los compartimos`)
};

const pt_br2_prv_share_heading = /** @type {(inputs: Prv_Share_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Com quem compartilhamos`)
};

const ja_prv_share_heading = /** @type {(inputs: Prv_Share_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`共有先`)
};

const ko_prv_share_heading = /** @type {(inputs: Prv_Share_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`공유 대상`)
};

/**
* | output |
* | --- |
* | "Who we share it with" |
*
* @param {Prv_Share_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_share_heading = /** @type {((inputs?: Prv_Share_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Share_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_share_heading(inputs)
	if (locale === "fr") return fr_prv_share_heading(inputs)
	if (locale === "es") return es_prv_share_heading(inputs)
	if (locale === "pt-BR") return pt_br2_prv_share_heading(inputs)
	if (locale === "ja") return ja_prv_share_heading(inputs)
	if (locale === "ko") return ko_prv_share_heading(inputs)
	return en_prv_share_heading(inputs)
});