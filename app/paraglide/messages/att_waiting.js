/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Att_WaitingInputs */

const en_att_waiting = /** @type {(inputs: Att_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting`)
};

const de_att_waiting = /** @type {(inputs: Att_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wartet`)
};

const fr_att_waiting = /** @type {(inputs: Att_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente`)
};

const es_att_waiting = /** @type {(inputs: Att_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En espera`)
};

const pt_br2_att_waiting = /** @type {(inputs: Att_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na espera`)
};

const ja_att_waiting = /** @type {(inputs: Att_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`キャンセル待ち`)
};

const ko_att_waiting = /** @type {(inputs: Att_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대기`)
};

/**
* | output |
* | --- |
* | "Waiting" |
*
* @param {Att_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const att_waiting = /** @type {((inputs?: Att_WaitingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Att_WaitingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_att_waiting(inputs)
	if (locale === "fr") return fr_att_waiting(inputs)
	if (locale === "es") return es_att_waiting(inputs)
	if (locale === "pt-BR") return pt_br2_att_waiting(inputs)
	if (locale === "ja") return ja_att_waiting(inputs)
	if (locale === "ko") return ko_att_waiting(inputs)
	return en_att_waiting(inputs)
});