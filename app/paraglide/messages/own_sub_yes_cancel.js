/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Sub_Yes_CancelInputs */

const en_own_sub_yes_cancel = /** @type {(inputs: Own_Sub_Yes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, Cancel at Period End`)
};

const de_own_sub_yes_cancel = /** @type {(inputs: Own_Sub_Yes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja, zum Periodenende kündigen`)
};

const fr_own_sub_yes_cancel = /** @type {(inputs: Own_Sub_Yes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui, annuler en fin de période`)
};

const es_own_sub_yes_cancel = /** @type {(inputs: Own_Sub_Yes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí, cancelar al final del periodo`)
};

const pt_br2_own_sub_yes_cancel = /** @type {(inputs: Own_Sub_Yes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sim, cancelar no fim do período`)
};

const ja_own_sub_yes_cancel = /** @type {(inputs: Own_Sub_Yes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`はい、期間終了時に解約します`)
};

const ko_own_sub_yes_cancel = /** @type {(inputs: Own_Sub_Yes_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`네, 기간 종료 시 해지합니다`)
};

/**
* | output |
* | --- |
* | "Yes, Cancel at Period End" |
*
* @param {Own_Sub_Yes_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_sub_yes_cancel = /** @type {((inputs?: Own_Sub_Yes_CancelInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Sub_Yes_CancelInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_sub_yes_cancel(inputs)
	if (locale === "fr") return fr_own_sub_yes_cancel(inputs)
	if (locale === "es") return es_own_sub_yes_cancel(inputs)
	if (locale === "pt-BR") return pt_br2_own_sub_yes_cancel(inputs)
	if (locale === "ja") return ja_own_sub_yes_cancel(inputs)
	if (locale === "ko") return ko_own_sub_yes_cancel(inputs)
	return en_own_sub_yes_cancel(inputs)
});