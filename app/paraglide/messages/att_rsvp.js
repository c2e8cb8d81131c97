/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Att_RsvpInputs */

const en_att_rsvp = /** @type {(inputs: Att_RsvpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`RSVP ${i?.time}`)
};

const de_att_rsvp = /** @type {(inputs: Att_RsvpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zusage ${i?.time}`)
};

const fr_att_rsvp = /** @type {(inputs: Att_RsvpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inscription ${i?.time}`)
};

const es_att_rsvp = /** @type {(inputs: Att_RsvpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmación ${i?.time}`)
};

const pt_br2_att_rsvp = /** @type {(inputs: Att_RsvpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmação ${i?.time}`)
};

const ja_att_rsvp = /** @type {(inputs: Att_RsvpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`登録 ${i?.time}`)
};

const ko_att_rsvp = /** @type {(inputs: Att_RsvpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`응답 ${i?.time}`)
};

/**
* | output |
* | --- |
* | "RSVP {time}" |
*
* @param {Att_RsvpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_rsvp = /** @type {((inputs: Att_RsvpInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_RsvpInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_rsvp(inputs)
	if (locale === "fr") return fr_att_rsvp(inputs)
	if (locale === "es") return es_att_rsvp(inputs)
	if (locale === "pt-BR") return pt_br2_att_rsvp(inputs)
	if (locale === "ja") return ja_att_rsvp(inputs)
	if (locale === "ko") return ko_att_rsvp(inputs)
	return en_att_rsvp(inputs)
});