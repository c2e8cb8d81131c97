/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dir_Rating_Note_LinkInputs */

const en_dir_rating_note_link = /** @type {(inputs: Dir_Rating_Note_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`how ratings are ranked`)
};

const de_dir_rating_note_link = /** @type {(inputs: Dir_Rating_Note_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`so werden Bewertungen gereiht`)
};

const fr_dir_rating_note_link = /** @type {(inputs: Dir_Rating_Note_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comment les notes sont classées`)
};

const es_dir_rating_note_link = /** @type {(inputs: Dir_Rating_Note_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cómo se clasifican las valoraciones`)
};

const pt_br2_dir_rating_note_link = /** @type {(inputs: Dir_Rating_Note_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`como as avaliações são classificadas`)
};

const ja_dir_rating_note_link = /** @type {(inputs: Dir_Rating_Note_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`評価の順位付けについて`)
};

const ko_dir_rating_note_link = /** @type {(inputs: Dir_Rating_Note_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`평점 순위 기준`)
};

/**
* | output |
* | --- |
* | "how ratings are ranked" |
*
* @param {Dir_Rating_Note_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dir_rating_note_link = /** @type {((inputs?: Dir_Rating_Note_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dir_Rating_Note_LinkInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dir_rating_note_link(inputs)
	if (locale === "fr") return fr_dir_rating_note_link(inputs)
	if (locale === "es") return es_dir_rating_note_link(inputs)
	if (locale === "pt-BR") return pt_br2_dir_rating_note_link(inputs)
	if (locale === "ja") return ja_dir_rating_note_link(inputs)
	if (locale === "ko") return ko_dir_rating_note_link(inputs)
	return en_dir_rating_note_link(inputs)
});