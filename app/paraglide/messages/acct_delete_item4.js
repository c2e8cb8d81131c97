/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Acct_Delete_Item4Inputs */

const en_acct_delete_item4 = /** @type {(inputs: Acct_Delete_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the messages and contact requests stored under your address.`)
};

const de_acct_delete_item4 = /** @type {(inputs: Acct_Delete_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`die unter deiner Adresse gespeicherten Nachrichten und Kontaktanfragen.`)
};

const fr_acct_delete_item4 = /** @type {(inputs: Acct_Delete_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les messages et demandes de contact enregistrés à votre adresse.`)
};

const es_acct_delete_item4 = /** @type {(inputs: Acct_Delete_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los mensajes y solicitudes de contacto guardados con tu dirección.`)
};

const pt_br2_acct_delete_item4 = /** @type {(inputs: Acct_Delete_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`as mensagens e pedidos de contato armazenados com o seu endereço.`)
};

const ja_acct_delete_item4 = /** @type {(inputs: Acct_Delete_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたのアドレスで保存されたメッセージとお問い合わせ`)
};

const ko_acct_delete_item4 = /** @type {(inputs: Acct_Delete_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`내 주소로 저장된 메시지와 문의`)
};

/**
* | output |
* | --- |
* | "the messages and contact requests stored under your address." |
*
* @param {Acct_Delete_Item4Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const acct_delete_item4 = /** @type {((inputs?: Acct_Delete_Item4Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Acct_Delete_Item4Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_acct_delete_item4(inputs)
	if (locale === "fr") return fr_acct_delete_item4(inputs)
	if (locale === "es") return es_acct_delete_item4(inputs)
	if (locale === "pt-BR") return pt_br2_acct_delete_item4(inputs)
	if (locale === "ja") return ja_acct_delete_item4(inputs)
	if (locale === "ko") return ko_acct_delete_item4(inputs)
	return en_acct_delete_item4(inputs)
});