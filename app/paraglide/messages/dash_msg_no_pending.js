/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Msg_No_PendingInputs */

const en_dash_msg_no_pending = /** @type {(inputs: Dash_Msg_No_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pending email change found`)
};

const de_dash_msg_no_pending = /** @type {(inputs: Dash_Msg_No_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine offene E-Mail-Änderung gefunden`)
};

const fr_dash_msg_no_pending = /** @type {(inputs: Dash_Msg_No_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune modification d'e-mail en attente`)
};

const es_dash_msg_no_pending = /** @type {(inputs: Dash_Msg_No_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ningún cambio de correo pendiente`)
};

const pt_br2_dash_msg_no_pending = /** @type {(inputs: Dash_Msg_No_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma alteração de e-mail pendente`)
};

const ja_dash_msg_no_pending = /** @type {(inputs: Dash_Msg_No_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保留中のメールアドレス変更はありません`)
};

const ko_dash_msg_no_pending = /** @type {(inputs: Dash_Msg_No_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`대기 중인 이메일 변경이 없습니다`)
};

/**
* | output |
* | --- |
* | "No pending email change found" |
*
* @param {Dash_Msg_No_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const dash_msg_no_pending = /** @type {((inputs?: Dash_Msg_No_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Msg_No_PendingInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_msg_no_pending(inputs)
	if (locale === "fr") return fr_dash_msg_no_pending(inputs)
	if (locale === "es") return es_dash_msg_no_pending(inputs)
	if (locale === "pt-BR") return pt_br2_dash_msg_no_pending(inputs)
	if (locale === "ja") return ja_dash_msg_no_pending(inputs)
	if (locale === "ko") return ko_dash_msg_no_pending(inputs)
	return en_dash_msg_no_pending(inputs)
});