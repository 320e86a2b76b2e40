import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MapsModule } from '../maps/maps.module';
import { SyncModule } from '../sync/sync.module';
import { AiController } from './ai.controller';
import { AiConfiguredGuard } from './aiConfigured.guard';
import { ChatRepository } from './chat.repository';
import { ChatbotController } from './chatbot.controller';
import { ChatbotService } from './chatbot.service';
import { CompletionService } from './completion.service';
import { CreditsRepository } from './credits.repository';
import { modelClientProvider } from './modelClient.provider';

/** The AI assistant (spec §7.5, DESIGN §5, §7): chat, text completion, credits, suggestions. */
@Module({
  imports: [AuthModule, MapsModule, SyncModule],
  controllers: [ChatbotController, AiController],
  providers: [
    AiConfiguredGuard,
    ChatRepository,
    ChatbotService,
    CompletionService,
    CreditsRepository,
    modelClientProvider,
  ],
})
export class AiModule {}
