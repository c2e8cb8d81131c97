/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Own_Contacts_Account_NoteInputs */

const en_own_contacts_account_note = /** @type {(inputs: Own_Contacts_Account_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(account): taken from the owner's account, as the registration left the contact fields empty.`)
};

const de_own_contacts_account_note = /** @type {(inputs: Own_Contacts_Account_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(Konto): aus dem Konto des Betreibers übernommen, da die Kontaktfelder bei der Registrierung leer blieben.`)
};

const fr_own_contacts_account_note = /** @type {(inputs: Own_Contacts_Account_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(compte) : repris du compte du propriétaire, car les champs de contact sont restés vides à l'inscription.`)
};

const es_own_contacts_account_note = /** @type {(inputs: Own_Contacts_Account_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(cuenta): tomado de la cuenta del propietario, porque el registro dejó vacíos los campos de contacto.`)
};

const pt_br2_own_contacts_account_note = /** @type {(inputs: Own_Contacts_Account_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(conta): obtido da conta do proprietário, pois o cadastro deixou os campos de contato vazios.`)
};

const ja_own_contacts_account_note = /** @type {(inputs: Own_Contacts_Account_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（アカウント）：登録時に連絡先欄が空欄だったため、オーナーのアカウントから取得しています。`)
};

const ko_own_contacts_account_note = /** @type {(inputs: Own_Contacts_Account_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(계정): 등록 시 연락처 항목이 비어 있어 운영자 계정에서 가져왔습니다.`)
};

/**
* | output |
* | --- |
* | "(account): taken from the owner's account, as the registration left the contact fields empty." |
*
* @param {Own_Contacts_Account_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const own_contacts_account_note = /** @type {((inputs?: Own_Contacts_Account_NoteInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Own_Contacts_Account_NoteInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_own_contacts_account_note(inputs)
	if (locale === "fr") return fr_own_contacts_account_note(inputs)
	if (locale === "es") return es_own_contacts_account_note(inputs)
	if (locale === "pt-BR") return pt_br2_own_contacts_account_note(inputs)
	if (locale === "ja") return ja_own_contacts_account_note(inputs)
	if (locale === "ko") return ko_own_contacts_account_note(inputs)
	return en_own_contacts_account_note(inputs)
});