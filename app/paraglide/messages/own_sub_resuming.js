/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_ResumingInputs */

const en_own_sub_resuming = /** @type {(inputs: Own_Sub_ResumingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resuming...`)
};

const de_own_sub_resuming = /** @type {(inputs: Own_Sub_ResumingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird fortgesetzt...`)
};

const fr_own_sub_resuming = /** @type {(inputs: Own_Sub_ResumingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reprise...`)
};

const es_own_sub_resuming = /** @type {(inputs: Own_Sub_ResumingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reanudando...`)
};

const pt_br2_own_sub_resuming = /** @type {(inputs: Own_Sub_ResumingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retomando...`)
};

const ja_own_sub_resuming = /** @type {(inputs: Own_Sub_ResumingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再開中...`)
};

const ko_own_sub_resuming = /** @type {(inputs: Own_Sub_ResumingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다시 시작하는 중...`)
};

/**
* | output |
* | --- |
* | "Resuming..." |
*
* @param {Own_Sub_ResumingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_resuming = /** @type {((inputs?: Own_Sub_ResumingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_ResumingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_resuming(inputs)
	if (locale === "fr") return fr_own_sub_resuming(inputs)
	if (locale === "es") return es_own_sub_resuming(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_resuming(inputs)
	if (locale === "ja") return ja_own_sub_resuming(inputs)
	if (locale === "ko") return ko_own_sub_resuming(inputs)
	return en_own_sub_resuming(inputs)
});