/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_Q_Map_ReviewInputs */

const en_faq_q_map_review = /** @type {(inputs: Faq_Q_Map_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When will my center appear on the map?`)
};

const de_faq_q_map_review = /** @type {(inputs: Faq_Q_Map_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wann erscheint mein Center auf der Karte?`)
};

const fr_faq_q_map_review = /** @type {(inputs: Faq_Q_Map_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand mon centre apparaîtra-t-il sur la carte ?`)
};

const es_faq_q_map_review = /** @type {(inputs: Faq_Q_Map_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cuándo aparecerá mi centro en el mapa?`)
};

const pt_br2_faq_q_map_review = /** @type {(inputs: Faq_Q_Map_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quando meu centro vai aparecer no mapa?`)
};

const ja_faq_q_map_review = /** @type {(inputs: Faq_Q_Map_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`センターはいつ地図に表示されますか？`)
};

const ko_faq_q_map_review = /** @type {(inputs: Faq_Q_Map_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`센터는 언제 지도에 표시되나요?`)
};

/**
* | output |
* | --- |
* | "When will my center appear on the map?" |
*
* @param {Faq_Q_Map_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_q_map_review = /** @type {((inputs?: Faq_Q_Map_ReviewInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_Q_Map_ReviewInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_q_map_review(inputs)
	if (locale === "fr") return fr_faq_q_map_review(inputs)
	if (locale === "es") return es_faq_q_map_review(inputs)
	if (locale === "pt-BR") return pt_br2_faq_q_map_review(inputs)
	if (locale === "ja") return ja_faq_q_map_review(inputs)
	if (locale === "ko") return ko_faq_q_map_review(inputs)
	return en_faq_q_map_review(inputs)
});