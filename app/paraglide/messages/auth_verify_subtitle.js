/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Auth_Verify_SubtitleInputs */

const en_auth_verify_subtitle = /** @type {(inputs: Auth_Verify_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We've sent a 6-digit code to ${i?.email}. Enter it below to finish creating your account. The code expires in 1 hour.`)
};

const de_auth_verify_subtitle = /** @type {(inputs: Auth_Verify_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen 6-stelligen Code an ${i?.email} gesendet. Gib ihn unten ein, um dein Konto fertig zu erstellen. Der Code ist 1 Stunde gültig.`)
};

const fr_auth_verify_subtitle = /** @type {(inputs: Auth_Verify_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons envoyé un code à 6 chiffres à ${i?.email}. Saisissez-le ci-dessous pour terminer la création de votre compte. Le code expire dans 1 heure.`)
};

const es_auth_verify_subtitle = /** @type {(inputs: Auth_Verify_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hemos enviado un código de 6 dígitos a ${i?.email}. Introdúcelo abajo para terminar de crear tu cuenta. El código caduca en 1 hora.`)
};

const pt_br2_auth_verify_subtitle = /** @type {(inputs: Auth_Verify_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviamos um código de 6 dígitos para ${i?.email}. Digite-o abaixo para concluir a criação da sua conta. O código expira em 1 hora.`)
};

const ja_auth_verify_subtitle = /** @type {(inputs: Auth_Verify_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} に6桁のコードを送信しました。下に入力して、アカウントの作成を完了してください。コードの有効期限は1時間です。`)
};

const ko_auth_verify_subtitle = /** @type {(inputs: Auth_Verify_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email}(으)로 6자리 코드를 보냈습니다. 아래에 입력하여 계정 만들기를 완료하세요. 코드는 1시간 후에 만료됩니다.`)
};

/**
* | output |
* | --- |
* | "We've sent a 6-digit code to {email}. Enter it below to finish creating your account. The code expires in 1 hour." |
*
* @param {Auth_Verify_SubtitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const auth_verify_subtitle = /** @type {((inputs: Auth_Verify_SubtitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_SubtitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_verify_subtitle(inputs)
	if (locale === "fr") return fr_auth_verify_subtitle(inputs)
	if (locale === "es") return es_auth_verify_subtitle(inputs)
	if (locale === "pt-BR") return pt_br2_auth_verify_subtitle(inputs)
	if (locale === "ja") return ja_auth_verify_subtitle(inputs)
	if (locale === "ko") return ko_auth_verify_subtitle(inputs)
	return en_auth_verify_subtitle(inputs)
});