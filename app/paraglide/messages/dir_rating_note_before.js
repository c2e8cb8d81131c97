/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Rating_Note_BeforeInputs */

const en_dir_rating_note_before = /** @type {(inputs: Dir_Rating_Note_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordered by rating: a weighted average, so a few reviews count less than many (`)
};

const de_dir_rating_note_before = /** @type {(inputs: Dir_Rating_Note_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortiert nach Bewertung: ein gewichteter Durchschnitt, daher zählen wenige Bewertungen weniger als viele (`)
};

const fr_dir_rating_note_before = /** @type {(inputs: Dir_Rating_Note_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Triés par note : une moyenne pondérée, donc quelques avis comptent moins que beaucoup (`)
};

const es_dir_rating_note_before = /** @type {(inputs: Dir_Rating_Note_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenados por valoración: una media ponderada, así que pocas reseñas cuentan menos que muchas (`)
};

const pt_br2_dir_rating_note_before = /** @type {(inputs: Dir_Rating_Note_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenados por avaliação: uma média ponderada, então poucas avaliações contam menos que muitas (`)
};

const ja_dir_rating_note_before = /** @type {(inputs: Dir_Rating_Note_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`評価順：加重平均のため、少数のレビューは多数のレビューより影響が小さくなります（`)
};

const ko_dir_rating_note_before = /** @type {(inputs: Dir_Rating_Note_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`평점순: 가중 평균이라 리뷰가 적으면 많은 경우보다 덜 반영됩니다(`)
};

/**
* | output |
* | --- |
* | "Ordered by rating: a weighted average, so a few reviews count less than many (" |
*
* @param {Dir_Rating_Note_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_rating_note_before = /** @type {((inputs?: Dir_Rating_Note_BeforeInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Rating_Note_BeforeInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_rating_note_before(inputs)
	if (locale === "fr") return fr_dir_rating_note_before(inputs)
	if (locale === "es") return es_dir_rating_note_before(inputs)
	if (locale === "pt-BR") return pt_br2_dir_rating_note_before(inputs)
	if (locale === "ja") return ja_dir_rating_note_before(inputs)
	if (locale === "ko") return ko_dir_rating_note_before(inputs)
	return en_dir_rating_note_before(inputs)
});