/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Prv_Why_P1Inputs */

const en_prv_why_p1 = /** @type {(inputs: Prv_Why_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To run your account, review and publish your listings, take payment for your plans, answer your requests and keep the service secure. We do not sell personal data and we do not use advertising trackers.`)
};

const de_prv_why_p1 = /** @type {(inputs: Prv_Why_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um dein Konto zu führen, deine Einträge zu prüfen und zu veröffentlichen, Zahlungen für deine Tarife abzuwickeln, deine Anfragen zu beantworten und den Dienst sicher zu halten. Wir verkaufen keine personenbezogenen Daten und verwenden keine Werbetracker.`)
};

const fr_prv_why_p1 = /** @type {(inputs: Prv_Why_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour gérer votre compte, vérifier et publier vos fiches, encaisser le paiement de vos formules, répondre à vos demandes et assurer la sécurité du service. Nous ne vendons pas de données personnelles et n’utilisons pas de traceurs publicitaires.`)
};

const es_prv_why_p1 = /** @type {(inputs: Prv_Why_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para gestionar tu cuenta, revisar y publicar tus fichas, cobrar tus planes, responder a tus solicitudes y mantener el servicio seguro. No vendemos datos personales ni usamos rastreadores publicitarios.`)
};

const pt_br2_prv_why_p1 = /** @type {(inputs: Prv_Why_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para manter sua conta, revisar e publicar seus anúncios, cobrar seus planos, responder às suas solicitações e manter o serviço seguro. Não vendemos dados pessoais e não usamos rastreadores de publicidade.`)
};

const ja_prv_why_p1 = /** @type {(inputs: Prv_Why_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントの運用、掲載の審査と公開、プランの支払い処理、お問い合わせへの回答、サービスの安全確保のためです。個人データを販売することはなく、広告トラッカーも使用しません。`)
};

const ko_prv_why_p1 = /** @type {(inputs: Prv_Why_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`계정 운영, 등록 정보의 검토 및 게시, 요금제 결제 처리, 문의 응대, 서비스 보안 유지를 위해서입니다. 개인 데이터를 판매하지 않으며 광고 추적기를 사용하지 않습니다.`)
};

/**
* | output |
* | --- |
* | "To run your account, review and publish your listings, take payment for your plans, answer your requests and keep the service secure. We do not sell personal..." |
*
* @param {Prv_Why_P1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const prv_why_p1 = /** @type {((inputs?: Prv_Why_P1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Prv_Why_P1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_prv_why_p1(inputs)
	if (locale === "fr") return fr_prv_why_p1(inputs)
	if (locale === "es") return es_prv_why_p1(inputs)
	if (locale === "pt-BR") return pt_br2_prv_why_p1(inputs)
	if (locale === "ja") return ja_prv_why_p1(inputs)
	if (locale === "ko") return ko_prv_why_p1(inputs)
	return en_prv_why_p1(inputs)
});