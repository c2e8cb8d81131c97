/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Faq_A_Listing_EventsInputs */

const en_faq_a_listing_events = /** @type {(inputs: Faq_A_Listing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. Register a LAN party from your dashboard and, once it is approved, it appears on the gamer platform next to your center. Subscribers can also take part in showcase events that we run with game studios.`)
};

const de_faq_a_listing_events = /** @type {(inputs: Faq_A_Listing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja. Registrieren Sie eine LAN-Party in Ihrem Dashboard; sobald sie freigegeben ist, erscheint sie auf der Gamer-Plattform neben Ihrem Center. Abonnenten können außerdem an Showcase-Events teilnehmen, die wir mit Spielestudios veranstalten.`)
};

const fr_faq_a_listing_events = /** @type {(inputs: Faq_A_Listing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui. Inscrivez une LAN party depuis votre tableau de bord : une fois approuvée, elle apparaît sur la plateforme des joueurs à côté de votre centre. Les abonnés peuvent aussi participer aux showcases que nous organisons avec des studios de jeux.`)
};

const es_faq_a_listing_events = /** @type {(inputs: Faq_A_Listing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí. Registra una LAN party desde tu panel y, cuando se apruebe, aparecerá en la plataforma para jugadores junto a tu centro. Los suscriptores también pueden participar en los eventos showcase que organizamos con estudios de videojuegos.`)
};

const pt_br2_faq_a_listing_events = /** @type {(inputs: Faq_A_Listing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sim. Cadastre uma LAN party no seu painel e, depois de aprovada, ela aparece na plataforma para gamers ao lado do seu centro. Assinantes também podem participar dos eventos showcase que fazemos com estúdios de games.`)
};

const ja_faq_a_listing_events = /** @type {(inputs: Faq_A_Listing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`はい。ダッシュボードからLANパーティーを登録し、承認されるとゲーマー向けプラットフォームのセンターの隣に表示されます。サブスクリプション会員は、ゲームスタジオと共催するショーケースイベントにも参加できます。`)
};

const ko_faq_a_listing_events = /** @type {(inputs: Faq_A_Listing_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`네. 대시보드에서 LAN 파티를 등록하고 승인되면 게이머 플랫폼에서 센터 옆에 표시됩니다. 구독 회원은 게임 스튜디오와 함께 여는 쇼케이스 이벤트에도 참여할 수 있습니다.`)
};

/**
* | output |
* | --- |
* | "Yes. Register a LAN party from your dashboard and, once it is approved, it appears on the gamer platform next to your center. Subscribers can also take part ..." |
*
* @param {Faq_A_Listing_EventsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const faq_a_listing_events = /** @type {((inputs?: Faq_A_Listing_EventsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Faq_A_Listing_EventsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_faq_a_listing_events(inputs)
	if (locale === "fr") return fr_faq_a_listing_events(inputs)
	if (locale === "es") return es_faq_a_listing_events(inputs)
	if (locale === "pt-BR") return pt_br2_faq_a_listing_events(inputs)
	if (locale === "ja") return ja_faq_a_listing_events(inputs)
	if (locale === "ko") return ko_faq_a_listing_events(inputs)
	return en_faq_a_listing_events(inputs)
});