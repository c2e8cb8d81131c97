/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dash_AttendeesInputs */

const en_dash_attendees = /** @type {(inputs: Dash_AttendeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attendees (${i?.count})`)
};

const de_dash_attendees = /** @type {(inputs: Dash_AttendeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teilnehmende (${i?.count})`)
};

const fr_dash_attendees = /** @type {(inputs: Dash_AttendeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Participants (${i?.count})`)
};

const es_dash_attendees = /** @type {(inputs: Dash_AttendeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asistentes (${i?.count})`)
};

const pt_br2_dash_attendees = /** @type {(inputs: Dash_AttendeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Participantes (${i?.count})`)
};

const ja_dash_attendees = /** @type {(inputs: Dash_AttendeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`参加者（${i?.count}）`)
};

const ko_dash_attendees = /** @type {(inputs: Dash_AttendeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`참가자 (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Attendees ({count})" |
*
* @param {Dash_AttendeesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_attendees = /** @type {((inputs: Dash_AttendeesInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_AttendeesInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_attendees(inputs)
	if (locale === "fr") return fr_dash_attendees(inputs)
	if (locale === "es") return es_dash_attendees(inputs)
	if (locale === "pt-BR") return pt_br2_dash_attendees(inputs)
	if (locale === "ja") return ja_dash_attendees(inputs)
	if (locale === "ko") return ko_dash_attendees(inputs)
	return en_dash_attendees(inputs)
});