/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Err_Event_Cancelled_TextInputs */

const en_err_event_cancelled_text = /** @type {(inputs: Err_Event_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” was cancelled by its organiser, so it no longer has a page.`)
};

const de_err_event_cancelled_text = /** @type {(inputs: Err_Event_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.name}“ wurde vom Veranstalter abgesagt und hat daher keine Seite mehr.`)
};

const fr_err_event_cancelled_text = /** @type {(inputs: Err_Event_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.name} » a été annulée par son organisateur et n’a donc plus de page.`)
};

const es_err_event_cancelled_text = /** @type {(inputs: Err_Event_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» fue cancelada por su organizador, así que ya no tiene página.`)
};

const pt_br2_err_event_cancelled_text = /** @type {(inputs: Err_Event_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}” foi cancelada pelo organizador e por isso não tem mais página.`)
};

const ja_err_event_cancelled_text = /** @type {(inputs: Err_Event_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.name}」は主催者によって中止されたため、ページはもうありません。`)
};

const ko_err_event_cancelled_text = /** @type {(inputs: Err_Event_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}”은(는) 주최자가 취소하여 더 이상 페이지가 없습니다.`)
};

/**
* | output |
* | --- |
* | "“{name}” was cancelled by its organiser, so it no longer has a page." |
*
* @param {Err_Event_Cancelled_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const err_event_cancelled_text = /** @type {((inputs: Err_Event_Cancelled_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Event_Cancelled_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_err_event_cancelled_text(inputs)
	if (locale === "fr") return fr_err_event_cancelled_text(inputs)
	if (locale === "es") return es_err_event_cancelled_text(inputs)
	if (locale === "pt-BR") return pt_br2_err_event_cancelled_text(inputs)
	if (locale === "ja") return ja_err_event_cancelled_text(inputs)
	if (locale === "ko") return ko_err_event_cancelled_text(inputs)
	return en_err_event_cancelled_text(inputs)
});