/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rev_PostingInputs */

const en_rev_posting = /** @type {(inputs: Rev_PostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posting...`)
};

const de_rev_posting = /** @type {(inputs: Rev_PostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird veröffentlicht...`)
};

const fr_rev_posting = /** @type {(inputs: Rev_PostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publication...`)
};

const es_rev_posting = /** @type {(inputs: Rev_PostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicando...`)
};

const pt_br2_rev_posting = /** @type {(inputs: Rev_PostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicando...`)
};

const ja_rev_posting = /** @type {(inputs: Rev_PostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`投稿しています...`)
};

const ko_rev_posting = /** @type {(inputs: Rev_PostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`게시 중...`)
};

/**
* | output |
* | --- |
* | "Posting..." |
*
* @param {Rev_PostingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const rev_posting = /** @type {((inputs?: Rev_PostingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rev_PostingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rev_posting(inputs)
	if (locale === "fr") return fr_rev_posting(inputs)
	if (locale === "es") return es_rev_posting(inputs)
	if (locale === "pt-BR") return pt_br2_rev_posting(inputs)
	if (locale === "ja") return ja_rev_posting(inputs)
	if (locale === "ko") return ko_rev_posting(inputs)
	return en_rev_posting(inputs)
});