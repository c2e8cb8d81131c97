/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Arv_Done_RestoredInputs */

const en_arv_done_restored = /** @type {(inputs: Arv_Done_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The review was restored.`)
};

const de_arv_done_restored = /** @type {(inputs: Arv_Done_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewertung wurde wiederhergestellt.`)
};

const fr_arv_done_restored = /** @type {(inputs: Arv_Done_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'avis a été rétabli.`)
};

const es_arv_done_restored = /** @type {(inputs: Arv_Done_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La reseña se restauró.`)
};

const pt_br2_arv_done_restored = /** @type {(inputs: Arv_Done_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A avaliação foi restaurada.`)
};

const ja_arv_done_restored = /** @type {(inputs: Arv_Done_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`レビューを復元しました。`)
};

const ko_arv_done_restored = /** @type {(inputs: Arv_Done_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`리뷰를 복원했습니다.`)
};

/**
* | output |
* | --- |
* | "The review was restored." |
*
* @param {Arv_Done_RestoredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const arv_done_restored = /** @type {((inputs?: Arv_Done_RestoredInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Arv_Done_RestoredInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_arv_done_restored(inputs)
	if (locale === "fr") return fr_arv_done_restored(inputs)
	if (locale === "es") return es_arv_done_restored(inputs)
	if (locale === "pt-BR") return pt_br2_arv_done_restored(inputs)
	if (locale === "ja") return ja_arv_done_restored(inputs)
	if (locale === "ko") return ko_arv_done_restored(inputs)
	return en_arv_done_restored(inputs)
});