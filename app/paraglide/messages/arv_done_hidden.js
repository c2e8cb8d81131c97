/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Done_HiddenInputs */

const en_arv_done_hidden = /** @type {(inputs: Arv_Done_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The review was hidden.`)
};

const de_arv_done_hidden = /** @type {(inputs: Arv_Done_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewertung wurde ausgeblendet.`)
};

const fr_arv_done_hidden = /** @type {(inputs: Arv_Done_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'avis a été masqué.`)
};

const es_arv_done_hidden = /** @type {(inputs: Arv_Done_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La reseña se ocultó.`)
};

const pt_br2_arv_done_hidden = /** @type {(inputs: Arv_Done_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A avaliação foi ocultada.`)
};

const ja_arv_done_hidden = /** @type {(inputs: Arv_Done_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューを非表示にしました。`)
};

const ko_arv_done_hidden = /** @type {(inputs: Arv_Done_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰를 숨겼습니다.`)
};

/**
* | output |
* | --- |
* | "The review was hidden." |
*
* @param {Arv_Done_HiddenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_done_hidden = /** @type {((inputs?: Arv_Done_HiddenInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Done_HiddenInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_done_hidden(inputs)
	if (locale === "fr") return fr_arv_done_hidden(inputs)
	if (locale === "es") return es_arv_done_hidden(inputs)
	if (locale === "pt-BR") return pt_br2_arv_done_hidden(inputs)
	if (locale === "ja") return ja_arv_done_hidden(inputs)
	if (locale === "ko") return ko_arv_done_hidden(inputs)
	return en_arv_done_hidden(inputs)
});