/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Att_CancelledInputs */

const en_att_cancelled = /** @type {(inputs: Att_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

const de_att_cancelled = /** @type {(inputs: Att_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgesagt`)
};

const fr_att_cancelled = /** @type {(inputs: Att_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulé`)
};

const es_att_cancelled = /** @type {(inputs: Att_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelado`)
};

const pt_br2_att_cancelled = /** @type {(inputs: Att_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelado`)
};

const ja_att_cancelled = /** @type {(inputs: Att_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`キャンセル済み`)
};

const ko_att_cancelled = /** @type {(inputs: Att_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`취소됨`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Att_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_cancelled = /** @type {((inputs?: Att_CancelledInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_CancelledInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_cancelled(inputs)
	if (locale === "fr") return fr_att_cancelled(inputs)
	if (locale === "es") return es_att_cancelled(inputs)
	if (locale === "pt-BR") return pt_br2_att_cancelled(inputs)
	if (locale === "ja") return ja_att_cancelled(inputs)
	if (locale === "ko") return ko_att_cancelled(inputs)
	return en_att_cancelled(inputs)
});