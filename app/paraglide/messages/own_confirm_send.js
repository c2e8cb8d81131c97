/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Confirm_SendInputs */

const en_own_confirm_send = /** @type {(inputs: Own_Confirm_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm & Send`)
};

const de_own_confirm_send = /** @type {(inputs: Own_Confirm_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen & senden`)
};

const fr_own_confirm_send = /** @type {(inputs: Own_Confirm_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer et envoyer`)
};

const es_own_confirm_send = /** @type {(inputs: Own_Confirm_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar y enviar`)
};

const pt_br2_own_confirm_send = /** @type {(inputs: Own_Confirm_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar e enviar`)
};

const ja_own_confirm_send = /** @type {(inputs: Own_Confirm_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認して送信`)
};

const ko_own_confirm_send = /** @type {(inputs: Own_Confirm_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`확인 후 보내기`)
};

/**
* | output |
* | --- |
* | "Confirm & Send" |
*
* @param {Own_Confirm_SendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_confirm_send = /** @type {((inputs?: Own_Confirm_SendInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Confirm_SendInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_confirm_send(inputs)
	if (locale === "fr") return fr_own_confirm_send(inputs)
	if (locale === "es") return es_own_confirm_send(inputs)
	if (locale === "pt-BR") return pt_br2_own_confirm_send(inputs)
	if (locale === "ja") return ja_own_confirm_send(inputs)
	if (locale === "ko") return ko_own_confirm_send(inputs)
	return en_own_confirm_send(inputs)
});