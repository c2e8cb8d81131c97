/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Adm_Mail_ChooseInputs */

const en_adm_mail_choose = /** @type {(inputs: Adm_Mail_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a message to retry.`)
};

const de_adm_mail_choose = /** @type {(inputs: Adm_Mail_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie eine Nachricht aus, die erneut versucht werden soll.`)
};

const fr_adm_mail_choose = /** @type {(inputs: Adm_Mail_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un message à renvoyer.`)
};

const es_adm_mail_choose = /** @type {(inputs: Adm_Mail_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un mensaje para reintentar.`)
};

const pt_br2_adm_mail_choose = /** @type {(inputs: Adm_Mail_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma mensagem para tentar de novo.`)
};

const ja_adm_mail_choose = /** @type {(inputs: Adm_Mail_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再試行するメッセージを選んでください。`)
};

const ko_adm_mail_choose = /** @type {(inputs: Adm_Mail_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`다시 시도할 메시지를 선택하세요.`)
};

/**
* | output |
* | --- |
* | "Choose a message to retry." |
*
* @param {Adm_Mail_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const adm_mail_choose = /** @type {((inputs?: Adm_Mail_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Adm_Mail_ChooseInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_adm_mail_choose(inputs)
	if (locale === "fr") return fr_adm_mail_choose(inputs)
	if (locale === "es") return es_adm_mail_choose(inputs)
	if (locale === "pt-BR") return pt_br2_adm_mail_choose(inputs)
	if (locale === "ja") return ja_adm_mail_choose(inputs)
	if (locale === "ko") return ko_adm_mail_choose(inputs)
	return en_adm_mail_choose(inputs)
});