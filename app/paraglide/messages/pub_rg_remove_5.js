/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Remove_5Inputs */

const en_pub_rg_remove_5 = /** @type {(inputs: Pub_Rg_Remove_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal information: names of staff or guests beyond first names, phone numbers, addresses, e-mail addresses, photos of people.`)
};

const de_pub_rg_remove_5 = /** @type {(inputs: Pub_Rg_Remove_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persönliche Daten: Namen von Personal oder Gästen über den Vornamen hinaus, Telefonnummern, Adressen, E-Mail-Adressen, Fotos von Personen.`)
};

const fr_pub_rg_remove_5 = /** @type {(inputs: Pub_Rg_Remove_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les informations personnelles : noms du personnel ou des clients au-delà du prénom, numéros de téléphone, adresses, adresses e-mail, photos de personnes.`)
};

const es_pub_rg_remove_5 = /** @type {(inputs: Pub_Rg_Remove_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información personal: nombres del personal o de clientes más allá del nombre de pila, números de teléfono, direcciones, correos electrónicos, fotos de personas.`)
};

const pt_br2_pub_rg_remove_5 = /** @type {(inputs: Pub_Rg_Remove_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informações pessoais: nomes de funcionários ou clientes além do primeiro nome, telefones, endereços, e-mails, fotos de pessoas.`)
};

const ja_pub_rg_remove_5 = /** @type {(inputs: Pub_Rg_Remove_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`個人情報：スタッフや客の名前（下の名前以外）、電話番号、住所、メールアドレス、人物の写真。`)
};

const ko_pub_rg_remove_5 = /** @type {(inputs: Pub_Rg_Remove_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`개인정보: 직원이나 손님의 이름(이름만 쓰는 경우 제외), 전화번호, 주소, 이메일 주소, 사람의 사진.`)
};

/**
* | output |
* | --- |
* | "Personal information: names of staff or guests beyond first names, phone numbers, addresses, e-mail addresses, photos of people." |
*
* @param {Pub_Rg_Remove_5Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_remove_5 = /** @type {((inputs?: Pub_Rg_Remove_5Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Remove_5Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_remove_5(inputs)
	if (locale === "fr") return fr_pub_rg_remove_5(inputs)
	if (locale === "es") return es_pub_rg_remove_5(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_remove_5(inputs)
	if (locale === "ja") return ja_pub_rg_remove_5(inputs)
	if (locale === "ko") return ko_pub_rg_remove_5(inputs)
	return en_pub_rg_remove_5(inputs)
});