/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Yours_P2Inputs */

const en_prv_yours_p2 = /** @type {(inputs: Prv_Yours_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting your account cancels any live subscription at once, deletes your customer record at our payment provider, and removes your sign-in, profile, sessions, venues, parties, communities, photos, contact persons, RSVPs, follows, mail settings and the messages stored under your address.`)
};

const de_prv_yours_p2 = /** @type {(inputs: Prv_Yours_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Löschen deines Kontos beendet ein laufendes Abo sofort, löscht deinen Kundendatensatz bei unserem Zahlungsdienstleister und entfernt deine Anmeldung, dein Profil, deine Sitzungen, Locations, Partys, Communitys, Fotos, Ansprechpersonen, Zusagen, Follows, E-Mail-Einstellungen und die unter deiner Adresse gespeicherten Nachrichten.`)
};

const fr_prv_yours_p2 = /** @type {(inputs: Prv_Yours_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La suppression de votre compte résilie immédiatement tout abonnement en cours, supprime votre fiche client chez notre prestataire de paiement et efface votre identifiant de connexion, votre profil, vos sessions, vos lieux, vos LAN parties, vos communautés, vos photos, vos personnes de contact, vos inscriptions, vos abonnements, vos réglages d’e-mail et les messages conservés à votre adresse.`)
};

const es_prv_yours_p2 = /** @type {(inputs: Prv_Yours_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar tu cuenta cancela al instante cualquier suscripción activa, borra tu ficha de cliente en nuestro proveedor de pagos y elimina tu acceso, perfil, sesiones, locales, LAN parties, comunidades, fotos, personas de contacto, confirmaciones de asistencia, seguimientos, ajustes de correo y los mensajes guardados con tu dirección.`)
};

const pt_br2_prv_yours_p2 = /** @type {(inputs: Prv_Yours_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir sua conta cancela na hora qualquer assinatura ativa, apaga seu cadastro de cliente no nosso provedor de pagamentos e remove seu login, perfil, sessões, locais, LAN parties, comunidades, fotos, pessoas de contato, confirmações de presença, seguidores, configurações de e-mail e as mensagens armazenadas no seu endereço.`)
};

const ja_prv_yours_p2 = /** @type {(inputs: Prv_Yours_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを削除すると、有効なサブスクリプションは直ちに解約され、決済代行会社にある顧客記録が削除され、ログイン情報、プロフィール、セッション、施設、パーティー、コミュニティ、写真、担当者、参加表明、フォロー、メール設定、あなたのアドレスで保存されたメッセージが削除されます。`)
};

const ko_prv_yours_p2 = /** @type {(inputs: Prv_Yours_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정을 삭제하면 진행 중인 구독이 즉시 해지되고, 결제 대행사의 고객 기록이 삭제되며, 로그인 정보, 프로필, 세션, 매장, 파티, 커뮤니티, 사진, 담당자, 참석 응답, 팔로우, 메일 설정, 본인 주소로 저장된 메시지가 삭제됩니다.`)
};

/**
* | output |
* | --- |
* | "Deleting your account cancels any live subscription at once, deletes your customer record at our payment provider, and removes your sign-in, profile, session..." |
*
* @param {Prv_Yours_P2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_yours_p2 = /** @type {((inputs?: Prv_Yours_P2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Yours_P2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_yours_p2(inputs)
	if (locale === "fr") return fr_prv_yours_p2(inputs)
	if (locale === "es") return es_prv_yours_p2(inputs)
	if (locale === "pt-BR") return pt_br2_prv_yours_p2(inputs)
	if (locale === "ja") return ja_prv_yours_p2(inputs)
	if (locale === "ko") return ko_prv_yours_p2(inputs)
	return en_prv_yours_p2(inputs)
});