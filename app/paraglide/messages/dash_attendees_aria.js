/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, name: NonNullable<unknown> }} Dash_Attendees_AriaInputs */

const en_dash_attendees_aria = /** @type {(inputs: Dash_Attendees_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attendees (${i?.count}) of ${i?.name}`)
};

const de_dash_attendees_aria = /** @type {(inputs: Dash_Attendees_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teilnehmende (${i?.count}) von ${i?.name}`)
};

const fr_dash_attendees_aria = /** @type {(inputs: Dash_Attendees_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Participants (${i?.count}) de ${i?.name}`)
};

const es_dash_attendees_aria = /** @type {(inputs: Dash_Attendees_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asistentes (${i?.count}) de ${i?.name}`)
};

const pt_br2_dash_attendees_aria = /** @type {(inputs: Dash_Attendees_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Participantes (${i?.count}) de ${i?.name}`)
};

const ja_dash_attendees_aria = /** @type {(inputs: Dash_Attendees_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}の参加者（${i?.count}）`)
};

const ko_dash_attendees_aria = /** @type {(inputs: Dash_Attendees_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 참가자 (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Attendees ({count}) of {name}" |
*
* @param {Dash_Attendees_AriaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_attendees_aria = /** @type {((inputs: Dash_Attendees_AriaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Attendees_AriaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_attendees_aria(inputs)
	if (locale === "fr") return fr_dash_attendees_aria(inputs)
	if (locale === "es") return es_dash_attendees_aria(inputs)
	if (locale === "pt-BR") return pt_br2_dash_attendees_aria(inputs)
	if (locale === "ja") return ja_dash_attendees_aria(inputs)
	if (locale === "ko") return ko_dash_attendees_aria(inputs)
	return en_dash_attendees_aria(inputs)
});