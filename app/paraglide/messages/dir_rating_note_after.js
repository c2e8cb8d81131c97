/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Rating_Note_AfterInputs */

const en_dir_rating_note_after = /** @type {(inputs: Dir_Rating_Note_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`). Centers without reviews follow.`)
};

const de_dir_rating_note_after = /** @type {(inputs: Dir_Rating_Note_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`). Center ohne Bewertungen folgen danach.`)
};

const fr_dir_rating_note_after = /** @type {(inputs: Dir_Rating_Note_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`). Les centres sans avis suivent.`)
};

const es_dir_rating_note_after = /** @type {(inputs: Dir_Rating_Note_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`). Después aparecen los centros sin reseñas.`)
};

const pt_br2_dir_rating_note_after = /** @type {(inputs: Dir_Rating_Note_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`). Centros sem avaliações vêm depois.`)
};

const ja_dir_rating_note_after = /** @type {(inputs: Dir_Rating_Note_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`）。レビューのないセンターはその後に表示されます。`)
};

const ko_dir_rating_note_after = /** @type {(inputs: Dir_Rating_Note_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`). 리뷰가 없는 센터는 그 뒤에 표시됩니다.`)
};

/**
* | output |
* | --- |
* | "). Centers without reviews follow." |
*
* @param {Dir_Rating_Note_AfterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_rating_note_after = /** @type {((inputs?: Dir_Rating_Note_AfterInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Rating_Note_AfterInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_rating_note_after(inputs)
	if (locale === "fr") return fr_dir_rating_note_after(inputs)
	if (locale === "es") return es_dir_rating_note_after(inputs)
	if (locale === "pt-BR") return pt_br2_dir_rating_note_after(inputs)
	if (locale === "ja") return ja_dir_rating_note_after(inputs)
	if (locale === "ko") return ko_dir_rating_note_after(inputs)
	return en_dir_rating_note_after(inputs)
});