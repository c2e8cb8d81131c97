/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Metric_Rsvp_CancelledInputs */

const en_ins_metric_rsvp_cancelled = /** @type {(inputs: Ins_Metric_Rsvp_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVPs cancelled`)
};

const de_ins_metric_rsvp_cancelled = /** @type {(inputs: Ins_Metric_Rsvp_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurückgezogene Zusagen`)
};

const fr_ins_metric_rsvp_cancelled = /** @type {(inputs: Ins_Metric_Rsvp_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscriptions annulées`)
};

const es_ins_metric_rsvp_cancelled = /** @type {(inputs: Ins_Metric_Rsvp_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmaciones canceladas`)
};

const pt_br2_ins_metric_rsvp_cancelled = /** @type {(inputs: Ins_Metric_Rsvp_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmações canceladas`)
};

const ja_ins_metric_rsvp_cancelled = /** @type {(inputs: Ins_Metric_Rsvp_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取り消された参加登録`)
};

const ko_ins_metric_rsvp_cancelled = /** @type {(inputs: Ins_Metric_Rsvp_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`취소된 참석 응답`)
};

/**
* | output |
* | --- |
* | "RSVPs cancelled" |
*
* @param {Ins_Metric_Rsvp_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_rsvp_cancelled = /** @type {((inputs?: Ins_Metric_Rsvp_CancelledInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Metric_Rsvp_CancelledInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_metric_rsvp_cancelled(inputs)
	if (locale === "fr") return fr_ins_metric_rsvp_cancelled(inputs)
	if (locale === "es") return es_ins_metric_rsvp_cancelled(inputs)
	if (locale === "pt-BR") return pt_br2_ins_metric_rsvp_cancelled(inputs)
	if (locale === "ja") return ja_ins_metric_rsvp_cancelled(inputs)
	if (locale === "ko") return ko_ins_metric_rsvp_cancelled(inputs)
	return en_ins_metric_rsvp_cancelled(inputs)
});