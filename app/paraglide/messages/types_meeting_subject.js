/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Meeting_SubjectInputs */

const en_types_meeting_subject = /** @type {(inputs: Types_Meeting_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeting request`)
};

const de_types_meeting_subject = /** @type {(inputs: Types_Meeting_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminanfrage`)
};

const fr_types_meeting_subject = /** @type {(inputs: Types_Meeting_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande de rendez-vous`)
};

const es_types_meeting_subject = /** @type {(inputs: Types_Meeting_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud de reunión`)
};

const pt_br2_types_meeting_subject = /** @type {(inputs: Types_Meeting_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido de reunião`)
};

const ja_types_meeting_subject = /** @type {(inputs: Types_Meeting_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ミーティングのご依頼`)
};

const ko_types_meeting_subject = /** @type {(inputs: Types_Meeting_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`미팅 요청`)
};

/**
* | output |
* | --- |
* | "Meeting request" |
*
* @param {Types_Meeting_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_meeting_subject = /** @type {((inputs?: Types_Meeting_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Meeting_SubjectInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_meeting_subject(inputs)
	if (locale === "fr") return fr_types_meeting_subject(inputs)
	if (locale === "es") return es_types_meeting_subject(inputs)
	if (locale === "pt-BR") return pt_br2_types_meeting_subject(inputs)
	if (locale === "ja") return ja_types_meeting_subject(inputs)
	if (locale === "ko") return ko_types_meeting_subject(inputs)
	return en_types_meeting_subject(inputs)
});