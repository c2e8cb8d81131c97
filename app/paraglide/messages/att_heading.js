/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Att_HeadingInputs */

const en_att_heading = /** @type {(inputs: Att_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attendees (${i?.count})`)
};

const de_att_heading = /** @type {(inputs: Att_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teilnehmende (${i?.count})`)
};

const fr_att_heading = /** @type {(inputs: Att_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Participants (${i?.count})`)
};

const es_att_heading = /** @type {(inputs: Att_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asistentes (${i?.count})`)
};

const pt_br2_att_heading = /** @type {(inputs: Att_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Participantes (${i?.count})`)
};

const ja_att_heading = /** @type {(inputs: Att_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`参加者（${i?.count}）`)
};

const ko_att_heading = /** @type {(inputs: Att_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`참석자 (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Attendees ({count})" |
*
* @param {Att_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_heading = /** @type {((inputs: Att_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_heading(inputs)
	if (locale === "fr") return fr_att_heading(inputs)
	if (locale === "es") return es_att_heading(inputs)
	if (locale === "pt-BR") return pt_br2_att_heading(inputs)
	if (locale === "ja") return ja_att_heading(inputs)
	if (locale === "ko") return ko_att_heading(inputs)
	return en_att_heading(inputs)
});