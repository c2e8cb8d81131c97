/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Metric_RsvpInputs */

const en_ins_metric_rsvp = /** @type {(inputs: Ins_Metric_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVPs`)
};

const de_ins_metric_rsvp = /** @type {(inputs: Ins_Metric_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zusagen`)
};

const fr_ins_metric_rsvp = /** @type {(inputs: Ins_Metric_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscriptions`)
};

const es_ins_metric_rsvp = /** @type {(inputs: Ins_Metric_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmaciones`)
};

const pt_br2_ins_metric_rsvp = /** @type {(inputs: Ins_Metric_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmações`)
};

const ja_ins_metric_rsvp = /** @type {(inputs: Ins_Metric_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加登録`)
};

const ko_ins_metric_rsvp = /** @type {(inputs: Ins_Metric_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참석 응답`)
};

/**
* | output |
* | --- |
* | "RSVPs" |
*
* @param {Ins_Metric_RsvpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_rsvp = /** @type {((inputs?: Ins_Metric_RsvpInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Metric_RsvpInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_metric_rsvp(inputs)
	if (locale === "fr") return fr_ins_metric_rsvp(inputs)
	if (locale === "es") return es_ins_metric_rsvp(inputs)
	if (locale === "pt-BR") return pt_br2_ins_metric_rsvp(inputs)
	if (locale === "ja") return ja_ins_metric_rsvp(inputs)
	if (locale === "ko") return ko_ins_metric_rsvp(inputs)
	return en_ins_metric_rsvp(inputs)
});